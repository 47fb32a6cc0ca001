import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { outcomeUnknown } from '../../../dataProvider/client/writeOnce';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';

interface TaskActionVariables {
  call: (api: PortalDataProvider) => Promise<unknown>;
  doneKey: string;
}

/**
 * Runs one order action as a react-query mutation: the success text when it worked, the
 * server's message when not (SPEC §8), then refreshes every list, count and detail on screen.
 * `run` resolves to whether it worked; a second call while one is pending is refused.
 * A failure whose outcome is unknown (no answer, a timeout, a 5xx) refreshes nothing: the
 * order stays where the user acted, with their dialog and its text, so the same click retries,
 * carries the same Idempotency-Key and gets the first call's answer if it did run.
 */
export function useTaskAction() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const mutation = useMutation<unknown, unknown, TaskActionVariables>({
    mutationFn: ({ call }) => call(dataProvider),
    onError: (error) => {
      notifyFailure(error);
      if (!outcomeUnknown(error)) refresh();
    },
    onSuccess: (_data, { doneKey }) => {
      notify(doneKey, { type: 'success' });
      refresh();
    },
  });
  const run = (
    call: TaskActionVariables['call'],
    doneKey: TaskActionVariables['doneKey'],
  ): Promise<boolean> => {
    if (mutation.isPending) return Promise.resolve(false);
    return mutation.mutateAsync({ call, doneKey }).then(
      () => true,
      () => false,
    );
  };
  return { run, pending: mutation.isPending };
}
