import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { LockScreenDialog } from '../../components/LockScreenDialog';

/** Sets the lock password and locks the screen (the password is required there). */
export function LockButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.prefs.lock');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid="chrome-lock"
        >
          <LockIcon />
        </IconButton>
      </Tooltip>
      <LockScreenDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
