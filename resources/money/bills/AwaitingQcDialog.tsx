import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CloseMonthAnswer } from '../../../dataProvider/moneyWireTypes';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useFormatters } from '../../../src/format/useFormatters';

/** Orders of a month still awaiting inspection: the administrator closes anyway or waits. */
export function AwaitingQcDialog({
  answer,
  pending,
  onConfirm,
  onClose,
}: {
  answer: CloseMonthAnswer;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // The month close goes by the server's clock: its times say their zone (GMT+8).
  const { serverDateTime } = useFormatters();
  const title = translate('app.money.staff.awaitingTitle', {
    month: answer.month,
    count: answer.awaitingQc.length,
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent data-testid="awaiting-qc">
        <DialogContentText>{translate('app.money.staff.awaitingHint')}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.bills.fields.orderNo')}</TableCell>
              <TableCell>{translate('app.money.staff.account')}</TableCell>
              <TableCell>{translate('app.money.staff.submitTime')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.awaitingQc.map((order) => (
              <TableRow key={order.id}>
                <TableCell>{order.orderNo}</TableCell>
                <TableCell>{order.account}</TableCell>
                <TableCell>{serverDateTime(order.submitTime)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.money.staff.cancel')}</Button>
        <Button variant="contained" disabled={pending} onClick={firstClickOnly(onConfirm)}>
          {translate('app.money.staff.awaitingConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
