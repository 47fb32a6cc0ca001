import {
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { Deduction } from '../../../dataProvider/wireTypes';
import { useDictionaryLabel } from '../../../src/dictionaries/useDictionary';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyError, useNotifyFailure } from '../../../src/notify/useNotifyError';
import { moneyQueries } from '../queries';
import { BillAdjustments } from './BillAdjustments';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { useTextCounter } from '../../../src/forms/textLimit';

const ORDER_COLUMNS = ['orderNo', 'productName', 'units', 'designFee', 'tax', 'net'] as const;

/**
 * A bill's orders, referral rewards and deductions; its designer confirms or disputes it (staff
 * read it only).
 */
export function BillDetailDialog({
  bill,
  onClose,
  readOnly = false,
}: {
  bill: Bill;
  onClose: () => void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const productLabel = useDictionaryLabel('product_name');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const reasonCounter = useTextCounter('reason', reason);
  const detail = useQuery({
    ...moneyQueries.billDetail(dataProvider, bill.id),
  });
  useNotifyError(detail.error);
  const deductions = useGetList<Deduction>('deductions', {
    // `account` matters to staff, who read every designer's deductions.
    filter: { month: bill.name, account: bill.account },
    pagination: { page: 1, perPage: 50 },
  });
  const done = (message: string, options?: Record<string, string>) => {
    notify(message, { type: 'success', messageArgs: options });
    refresh();
    onClose();
  };
  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmBill(bill.id),
    onSuccess: () => done('app.money.bill.confirmed'),
    onError: notifyFailure,
  });
  const dispute = useMutation({
    mutationFn: () => dataProvider.disputeBill(bill.id, reason, picked),
    onSuccess: (answer) => done('app.money.bill.disputed', { id: answer.ticketId }),
    onError: notifyFailure,
  });
  const open = bill.status === '0' && !readOnly;
  const cell = (value: number | string, column: (typeof ORDER_COLUMNS)[number]) => {
    if (column === 'productName') return productLabel(String(value));
    return typeof value === 'number' && column !== 'units' ? money(value, bill.currency) : value;
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate('app.money.bill.detail')} {bill.name}
        {readOnly && ` · ${bill.account}`}
      </DialogTitle>
      <DialogContent data-testid="bill-detail">
        <Typography variant="subtitle1">{translate('app.money.bill.orders')}</Typography>
        {open && <Typography variant="body2">{translate('app.money.bill.disputeHint')}</Typography>}
        <Table size="small">
          <TableHead>
            <TableRow>
              {open && <TableCell />}
              {ORDER_COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`resources.bills.fields.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.data?.orders.map((order) => (
              <TableRow key={order.orderNo}>
                {open && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={picked.includes(order.orderNo)}
                      onChange={(_event, checked) =>
                        setPicked((now) =>
                          checked
                            ? [...now, order.orderNo]
                            : now.filter((n) => n !== order.orderNo),
                        )
                      }
                      inputProps={{ 'aria-label': order.orderNo }}
                    />
                  </TableCell>
                )}
                {ORDER_COLUMNS.map((column) => (
                  <TableCell key={column}>
                    {cell(order[column], column)}
                    {column === 'orderNo' && order.isRework === '1' && (
                      <Chip
                        size="small"
                        sx={{ ml: 1 }}
                        label={translate('app.money.bill.rework')}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {detail.data?.unpaid?.length ? (
          <>
            <Typography variant="subtitle1" sx={{ mt: 2 }}>
              {translate('app.money.bill.unpaid')}
            </Typography>
            {detail.data.unpaid.map((line) => (
              <Typography key={line.orderNo} variant="body2" data-testid="bill-unpaid">
                {line.orderNo} · {productLabel(line.productName)} ·{' '}
                {translate(`app.money.bill.unpaidReason.${line.reason}`)}
              </Typography>
            ))}
          </>
        ) : null}
        {detail.data?.referrals.length ? (
          <Typography variant="subtitle1" sx={{ mt: 2 }}>
            {translate('app.money.bill.referrals')}
          </Typography>
        ) : null}
        {detail.data?.referrals.map((line) => (
          <Typography key={line.inviteeName} variant="body2">
            {line.inviteeName} · {line.orderCount} · {money(line.reward, bill.currency)}
          </Typography>
        ))}
        <BillAdjustments bill={bill} deductions={deductions.data ?? []} />
        {open && (
          <TextField
            label={translate('app.money.bill.disputeReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...reasonCounter}
            fullWidth
            multiline
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      {open && (
        <DialogActions>
          <Button
            disabled={
              !reason.trim() || reasonCounter.error || picked.length === 0 || dispute.isPending
            }
            onClick={firstClickOnly(() => dispute.mutate())}
          >
            {translate('app.money.bill.dispute')}
          </Button>
          <ConfirmButton
            variant="contained"
            disabled={confirm.isPending}
            pending={confirm.isPending}
            title="app.money.bill.confirm_step.title"
            titleOptions={{ month: bill.name }}
            content="app.money.bill.confirm_step.content"
            onConfirm={() => confirm.mutate()}
          >
            {translate('app.money.bill.confirm')}
          </ConfirmButton>
        </DialogActions>
      )}
    </Dialog>
  );
}
