import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { usePermission } from '../../../src/components/usePermission';
import { useDesignerProfile } from './useDesignerProfile';
import { useTaskAction } from './useTaskAction';
import { firstClickOnly } from '../../../src/components/firstClickOnly';

/** Grabs a pool order; disabled (with the reason for the order's type) when the user may not. */
export function GrabButton({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const profile = useDesignerProfile();
  const { run, pending } = useTaskAction();
  const blocker = profile.blockerFor(task.dentureType);
  const permitted = usePermission('workbench_grab');
  if (!permitted) return null;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={pending || profile.isPending || blocker !== undefined || profile.isSubAccount}
        onClick={firstClickOnly(
          () => void run((api) => api.grabTask(task.id), 'app.orders.done.grab'),
        )}
      >
        {translate('app.orders.actions.grab')}
      </Button>
      {blocker === 'type_not_certified' && (
        <Typography variant="caption" color="warning" data-testid="grab-type-blocked">
          {translate('app.orders.grab_blocked.type_not_certified')}
        </Typography>
      )}
    </>
  );
}
