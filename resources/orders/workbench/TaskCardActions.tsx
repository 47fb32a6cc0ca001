import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { CancelTaskDialog } from '../shared/CancelTaskDialog';
import { DispatchDialog } from '../shared/DispatchDialog';
import { GrabButton } from '../shared/GrabButton';
import { useSharedDesignerProfile, type DesignerProfile } from '../shared/sharedDesignerProfile';
import { useTaskAction } from '../shared/useTaskAction';
import { usePermission } from '../../../src/session/usePermission';
import { dispatchBlocker, withdrawBlocker } from '../../../src/domain/subDispatch';
import type { WorkbenchTab } from '../../../src/domain/taskStates';
import { mayCancel } from '../../../src/domain/cancelRules';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';

/** Outside a list that shares the profile: no sub-accounts known, so nothing to dispatch. */
const NO_PROFILE: Pick<DesignerProfile, 'isMainAccount' | 'subUsers'> = {
  isMainAccount: false,
  subUsers: [],
};

/** A workbench tab, or the sub-account's "dispatched to me". */
export type WorkbenchView = WorkbenchTab | 'received';

/**
 * What the user may do with an order from where it is shown: each view's actions are a
 * component of their own, so that a pool card subscribes only to what its grab button reads.
 */
export function TaskCardActions({ task, view }: { task: DesignTask; view: WorkbenchView }) {
  if (view === 'grab') return <GrabButton task={task} />;
  if (view === 'received') return <ReceiveButton task={task} />;
  return <OwnTaskActions task={task} />;
}

/** A sub-account takes an order its main account dispatched to it. */
function ReceiveButton({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  return (
    <Button
      variant="contained"
      size="small"
      disabled={pending}
      onClick={firstClickOnly(
        () => void run((api) => api.receiveSubTask(task.id), 'app.orders.done.receive'),
      )}
    >
      {translate('app.orders.actions.receive')}
    </Button>
  );
}

/** Cancel, dispatch to a sub-account or take a dispatch back, as the order and rights allow. */
function OwnTaskActions({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = useSharedDesignerProfile() ?? NO_PROFILE;
  const { run, pending } = useTaskAction();
  const [dialog, setDialog] = useState<'cancel' | 'dispatch' | undefined>();
  const close = () => setDialog(undefined);
  const cancelGranted = usePermission('task_cancel');
  const mayDispatch = usePermission('mydesign_dispatch');
  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const owner = userId === task.designerId;
  const dispatchable = mayDispatch && owner && profile.isMainAccount && !dispatchBlocker(task);
  const withdrawable = mayDispatch && owner && profile.isMainAccount && !withdrawBlocker(task);
  const cancellable = cancelGranted && mayCancel(userId, task);
  return (
    <>
      {task.subDispatchStatus !== '0' && (
        <Typography variant="caption" data-testid="dispatch-status">
          {translate(`app.orders.dispatch_status.${task.subDispatchStatus}`)}
          {task.subReceiveTime ? ` · ${translate('app.orders.dispatch.received')}` : ''}
        </Typography>
      )}
      {cancellable && (
        <Button size="small" color="warning" onClick={() => setDialog('cancel')}>
          {translate('app.orders.actions.cancel')}
        </Button>
      )}
      {dispatchable && (
        <Button size="small" onClick={() => setDialog('dispatch')}>
          {translate('app.orders.actions.dispatch')}
        </Button>
      )}
      {withdrawable && (
        <ConfirmButton
          size="small"
          disabled={pending}
          pending={pending}
          title="app.orders.confirm_step.withdraw"
          titleOptions={{ orderNo: task.orderNo }}
          content="app.orders.confirm_step.withdraw_note"
          onConfirm={() =>
            void run((api) => api.withdrawDispatch(task.id), 'app.orders.done.withdraw')
          }
        >
          {translate('app.orders.actions.withdraw')}
        </ConfirmButton>
      )}
      <CancelTaskDialog taskId={task.id} open={dialog === 'cancel'} onClose={close} />
      {dialog === 'dispatch' && (
        <DispatchDialog taskId={task.id} subUsers={profile.subUsers} open onClose={close} />
      )}
    </>
  );
}
