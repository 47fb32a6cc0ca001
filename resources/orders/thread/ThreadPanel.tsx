import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { TaskSection } from '../shared/TaskSection';
import { ThreadComposer } from './ThreadComposer';
import { ThreadEntryRow } from './ThreadEntryRow';
import { useThread } from './useThread';

/** The conversation on the order, its history as events among the messages, oldest first. */
export function ThreadPanel({ task, staff }: { task: DesignTask; staff: boolean }) {
  const translate = useTranslate();
  const { data, error, isPending } = useThread(task.id);
  useNotifyError(error);
  return (
    <TaskSection titleKey="app.orders.thread.title" testId="task-thread">
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} size={24} />
      ) : (
        <Stack spacing={1} data-testid="thread-entries">
          {(data ?? []).length === 0 && (
            <Typography color="text.secondary">{translate('app.orders.thread.empty')}</Typography>
          )}
          {(data ?? []).map((entry) => (
            <ThreadEntryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <ThreadComposer task={task} staff={staff} />
    </TaskSection>
  );
}
