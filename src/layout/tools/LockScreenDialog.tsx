import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';
import { errorMessage } from '../../notify/errorMessage';
import { PATHS } from '../../routes/paths';

interface LockScreenDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Sets the lock password (required) and locks the screen. */
export function LockScreenDialog({ open, onClose }: LockScreenDialogProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!authProvider) return;
    try {
      await authProvider.lock(password);
      setPassword('');
      setError(undefined);
      onClose();
      // The lock page returns there once unlocked (the state survives a reload).
      navigate(PATHS.lock, { state: { from: `${pathname}${search}` } });
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.lock.set_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.lock.set_hint')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="password"
            id="lock-password"
            label={translate('app.lock.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error) : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.lock.lock')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
