import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTaskAction } from './useTaskAction';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useTextCounter } from '../../../src/forms/textLimit';

interface CancelTaskDialogProps {
  taskId: string;
  open: boolean;
  onClose(): void;
}

/** Returns an order to the grab pool; the return reason is required (SPEC §5). */
export function CancelTaskDialog({ taskId, open, onClose }: CancelTaskDialogProps) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const counter = useTextCounter('reason', reason.trim());
  const confirm = async () => {
    setTouched(true);
    if (missing || counter.error) return;
    if (await run((api) => api.cancelTask(taskId, reason.trim()), 'app.orders.done.cancel')) {
      setReason('');
      setTouched(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.orders.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.orders.cancel.hint')}</DialogContentText>
        <TextField
          id="cancel-reason"
          label={translate('app.orders.cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={(touched && missing) || counter.error}
          helperText={
            touched && missing ? translate('app.orders.cancel.reason_required') : counter.helperText
          }
          required
          fullWidth
          multiline
          minRows={2}
          margin="normal"
        />
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
