import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { newIdempotencyKey } from '../../../dataProvider/client/writeOnce';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { moneyResourceKeys } from '../queries';

export type WithdrawalDecision =
  | { action: 'approve'; paymentReference: string }
  | { action: 'reject'; reason: string; reasonCode: string };

/**
 * Pays or rejects a withdrawal exactly once. A click while the call is under way sends nothing
 * (the ref is set before React re-renders the button disabled), and a retry after a failure or
 * a timeout carries the same Idempotency-Key, so the server answers the decision it already took.
 */
export function useWithdrawalDecision(withdrawal: Withdrawal, onDone: () => void) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const decisionKey = useRef(newIdempotencyKey());
  const underWay = useRef(false);
  const mutation = useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      decision.action === 'approve'
        ? dataProvider.approveWithdrawal(
            withdrawal.id,
            decision.paymentReference,
            decisionKey.current,
          )
        : dataProvider.rejectWithdrawal(
            withdrawal.id,
            decision.reason,
            decisionKey.current,
            decision.reasonCode,
          ),
    onSuccess: async (answer) => {
      notify(answer.status === '1' ? 'app.money.staff.paid' : 'app.money.staff.rejected', {
        type: 'success',
        messageArgs: { no: answer.withdrawalNo },
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: moneyResourceKeys.withdrawals });
    },
    onError: notifyFailure,
    onSettled: () => {
      underWay.current = false;
    },
  });
  const decide = (decision: WithdrawalDecision) => {
    if (underWay.current) return;
    underWay.current = true;
    mutation.mutate(decision);
  };
  return { decide, isPending: mutation.isPending };
}
