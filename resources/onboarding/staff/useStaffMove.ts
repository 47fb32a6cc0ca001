import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';

/** A staff desk's write: the call, a toast, the list refreshed; pending disables its buttons. */
export function useStaffMove<T>(
  call: (input: T) => Promise<void>,
  resource: string,
  doneKey: string,
  onDone?: () => void,
) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify(doneKey, { type: 'success' });
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: notifyFailure,
  });
}
