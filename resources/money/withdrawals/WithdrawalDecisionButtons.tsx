import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { ReasonDialog } from '../../../src/components/ReasonDialog';
import { usePermission } from '../../../src/session/usePermission';
import { PayWithdrawalDialog } from './PayWithdrawalDialog';
import { useWithdrawalDecision } from './useWithdrawalDecision';

type Asking = 'approve' | 'reject' | undefined;

/**
 * A pending withdrawal's staff actions: pay with a payment reference (the dialog shows whom and
 * how much, and the payout is confirmed once more), or reject with a reason.
 */
export function WithdrawalDecisionButtons() {
  const withdrawal = useRecordContext<Withdrawal>();
  const allowed = usePermission('staff_withdrawals_review');
  if (!withdrawal || withdrawal.status !== '0' || !allowed) return null;
  return <Decision withdrawal={withdrawal} />;
}

function Decision({ withdrawal }: { withdrawal: Withdrawal }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState<Asking>(undefined);
  const { decide, isPending } = useWithdrawalDecision(withdrawal, () => setAsking(undefined));
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid={`withdrawal-actions-${withdrawal.withdrawalNo}`}
    >
      <Button
        size="small"
        variant="contained"
        disabled={isPending}
        onClick={() => setAsking('approve')}
      >
        {translate('app.money.staff.approve')}
      </Button>
      <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('reject')}>
        {translate('app.money.staff.reject')}
      </Button>
      {asking === 'approve' && (
        <PayWithdrawalDialog
          withdrawal={withdrawal}
          pending={isPending}
          onPay={(paymentReference) => decide({ action: 'approve', paymentReference })}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          titleKey="app.money.staff.reject"
          limit="reason"
          labelKey="app.money.staff.reason"
          requiredKey="app.money.staff.reasonRequired"
          categories="withdrawalRefusal"
          pending={isPending}
          onConfirm={(reason, reasonCode) => decide({ action: 'reject', reason, reasonCode })}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Stack>
  );
}
