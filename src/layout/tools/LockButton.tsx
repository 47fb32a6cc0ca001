import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { LockScreenDialog } from './LockScreenDialog';
import { BarIconButton } from '../../components/BarIconButton';

/** Sets the lock password and locks the screen (the password is required there). */
export function LockButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.prefs.lock');
  return (
    <>
      <BarIconButton label={label} onClick={() => setOpen(true)} testId="chrome-lock">
        <LockIcon />
      </BarIconButton>
      <LockScreenDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
