import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CloseMonthAnswer } from '../../../dataProvider/moneyWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { ADMIN_ROLES, hasRole } from '../../../src/domain/roles';
import { usePortalIdentity } from '../../../src/session/usePortalIdentity';
import { moneyResourceKeys } from '../queries';
import { AwaitingQcDialog } from './AwaitingQcDialog';
import { CloseMonthDialog } from './CloseMonthDialog';

/** Administrator: closes a month (yyyy-MM) into a bill per designer who earned in it. */
export function CloseMonthButton() {
  const { identity } = usePortalIdentity();
  if (!hasRole(identity?.roleName, ADMIN_ROLES)) return null;
  return <CloseMonth />;
}

function CloseMonth() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [asking, setAsking] = useState(false);
  // The server's list of orders still in QC: shown, and the close is sent again only if confirmed.
  const [awaiting, setAwaiting] = useState<CloseMonthAnswer>();
  const close = useMutation({
    mutationFn: ({ month, confirm }: { month: string; confirm: boolean }) =>
      dataProvider.closeMonth(month, confirm),
    onSuccess: async (answer) => {
      setAsking(false);
      if (!answer.closed) return setAwaiting(answer);
      setAwaiting(undefined);
      notify('app.money.staff.closed', {
        type: 'success',
        messageArgs: { month: answer.month, count: answer.bills },
      });
      await queryClient.invalidateQueries({ queryKey: moneyResourceKeys.bills });
    },
    onError: notifyFailure,
  });
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {translate('app.money.staff.closeMonth')}
      </Button>
      {asking && (
        <CloseMonthDialog
          pending={close.isPending}
          onConfirm={(month) => {
            if (!close.isPending) close.mutate({ month, confirm: false });
          }}
          onClose={() => setAsking(false)}
        />
      )}
      {awaiting && (
        <AwaitingQcDialog
          answer={awaiting}
          pending={close.isPending}
          onConfirm={() => {
            if (!close.isPending) close.mutate({ month: awaiting.month, confirm: true });
          }}
          onClose={() => setAwaiting(undefined)}
        />
      )}
    </>
  );
}
