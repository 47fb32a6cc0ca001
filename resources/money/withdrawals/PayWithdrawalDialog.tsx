import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { useTextCounter } from '../../../src/forms/textLimit';
import { useFormatters } from '../../../src/format/useFormatters';
import { PayeeSummary } from './PayeeSummary';

interface PayWithdrawalDialogProps {
  withdrawal: Withdrawal;
  pending: boolean;
  onPay: (paymentReference: string) => void;
  onClose: () => void;
}

/**
 * The payout: whom and how much (PayeeSummary), the transfer's reference, then a confirm that
 * says what paying does (issue 39: it cannot be undone and the designer is told).
 */
export function PayWithdrawalDialog({
  withdrawal,
  pending,
  onPay,
  onClose,
}: PayWithdrawalDialogProps) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const [reference, setReference] = useState('');
  // The "required" message shows once a confirm found the field empty, as a form's would.
  const [tried, setTried] = useState(false);
  const trimmed = reference.trim();
  const counter = useTextCounter('paymentReference', trimmed);
  const missing = tried && trimmed === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="pay-dialog">
      <DialogTitle>{translate('app.money.staff.approve')}</DialogTitle>
      <DialogContent>
        <PayeeSummary withdrawal={withdrawal} />
        <TextField
          id="payment-reference"
          label={translate('app.money.staff.reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={missing || counter.error}
          helperText={missing ? translate('app.money.staff.referenceRequired') : counter.helperText}
          autoFocus
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.money.staff.cancel')}</Button>
        <ConfirmButton
          variant="contained"
          disabled={pending}
          pending={pending}
          precheck={() => {
            setTried(true);
            return trimmed !== '' && !counter.error;
          }}
          title="app.money.staff.pay_step.title"
          titleOptions={{ no: withdrawal.withdrawalNo }}
          content="app.money.staff.pay_step.content"
          contentOptions={{
            amount: money(withdrawal.receipt, withdrawal.currency),
            name: withdrawal.realName,
            reference: trimmed,
          }}
          onConfirm={() => onPay(trimmed)}
        >
          {translate('app.money.staff.confirm')}
        </ConfirmButton>
      </DialogActions>
    </Dialog>
  );
}
