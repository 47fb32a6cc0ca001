import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { previousMonth, recentMonths } from '../../../src/domain/billing';
import { serverDateTimeOf } from '../../../src/domain/format';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useFormatters } from '../../../src/format/useFormatters';

/** How far back a close may reach from the list: a year of months. */
const MONTHS_OFFERED = 13;

/**
 * The month to close, picked from this month and the year before it (last month first); the
 * pick stays while the dialog is open, so a refusal leaves it for another try or another month.
 */
export function CloseMonthDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: (month: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const [months] = useState(() => recentMonths(serverDateTimeOf(Date.now()), MONTHS_OFFERED));
  const [month, setMonth] = useState(() => previousMonth(months[0]));
  const title = translate('app.money.staff.closeMonth');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="close-month-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          id="close-month"
          label={translate('app.money.staff.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {formatters.month(option)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.money.staff.cancel')}</Button>
        <Button
          variant="contained"
          disabled={pending}
          onClick={firstClickOnly(() => onConfirm(month))}
        >
          {translate('app.money.staff.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
