import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { usePermission } from '../../src/components/usePermission';
import { canTake } from '../../src/domain/taskStates';
import { CancelTaskDialog } from './CancelTaskDialog';
import { useTaskAction } from './useTaskAction';

/** The holder's moves on the detail: submit for inspection, start rework, return the order. */
export function TaskDetailActions({ task, owner }: { task: DesignTask; owner: boolean }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [cancelling, setCancelling] = useState(false);
  const maySubmit = usePermission('task_submit');
  const mayCancel = usePermission('task_cancel');
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }} data-testid="task-actions">
      {maySubmit && canTake('submit', task.status) && (
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => void run((api) => api.submitTask(task.id), 'app.orders.done.submit')}
        >
          {translate('app.orders.actions.submit')}
        </Button>
      )}
      {maySubmit && canTake('rework', task.status) && (
        <Button
          variant="contained"
          color="warning"
          disabled={pending}
          onClick={() => void run((api) => api.reworkTask(task.id), 'app.orders.done.rework')}
        >
          {translate('app.orders.actions.rework')}
        </Button>
      )}
      {mayCancel && owner && canTake('cancel', task.status) && task.subDispatchStatus !== '1' && (
        <Button color="warning" onClick={() => setCancelling(true)}>
          {translate('app.orders.actions.cancel')}
        </Button>
      )}
      <CancelTaskDialog taskId={task.id} open={cancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}
