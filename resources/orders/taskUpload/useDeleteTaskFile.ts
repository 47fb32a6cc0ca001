import { useMutation, useMutationState } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';

/**
 * Deletes one registered file of a task as a react-query mutation; `deleting` holds the ids
 * whose DELETE is still running, so a file is never deleted twice.
 */
export function useDeleteTaskFile(taskId: string, onDeleted: () => Promise<unknown>) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const mutationKey = ['deleteTaskFile', taskId];
  const mutation = useMutation<unknown, unknown, TaskFile>({
    mutationKey,
    mutationFn: (file) => dataProvider.deleteTaskFiles(taskId, file.fileType, file.id),
    onSuccess: (_data, file) => {
      notify('app.upload.deleted', { type: 'info', messageArgs: { name: file.originalName } });
      return onDeleted();
    },
    onError: (error) => notifyFailure(error),
  });
  const ids = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (pending) => (pending.state.variables as TaskFile | undefined)?.id ?? '',
  });
  const deleting: ReadonlySet<string> = new Set(ids);
  const remove = (file: TaskFile) => {
    if (!deleting.has(file.id)) mutation.mutate(file);
  };
  return { remove, deleting };
}
