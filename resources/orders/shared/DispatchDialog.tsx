import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SubUser } from '../../../dataProvider/wireTypes';
import { useTaskAction } from './useTaskAction';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';

const POOL = 'pool';

interface DispatchDialogProps {
  taskId: string;
  subUsers: SubUser[];
  open: boolean;
  onClose(): void;
}

/** A main account dispatches an order to one sub-account or to the sub-account resource pool. */
export function DispatchDialog({ taskId, subUsers, open, onClose }: DispatchDialogProps) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [target, setTarget] = useState(POOL);
  const confirm = async () => {
    const done = await run(
      (api) =>
        target === POOL ? api.dispatchToPool(taskId) : api.dispatchToSubUser(taskId, target),
      'app.orders.done.dispatch',
    );
    if (done) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.orders.dispatch.title')}</DialogTitle>
      <DialogContent>
        <TextField
          id="dispatch-target"
          select
          fullWidth
          margin="normal"
          label={translate('app.orders.dispatch.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <MenuItem value={POOL}>{translate('app.orders.dispatch.pool')}</MenuItem>
          {subUsers.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {`${user.name} (${user.account})`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.orders.actions.close')}</Button>
        <Button
          variant="contained"
          onClick={firstClickOnly(() => void confirm())}
          disabled={pending}
        >
          {translate('app.orders.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
