import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';
import { errorMessage } from '../../components/errorMessage';

const RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  validateTarget: () => Promise<boolean>;
  getTarget: () => string;
  onSent: (ukey: string) => void;
}

/** Sends a verification code to a phone or e-mail, then counts down before it may resend. */
export function SendCodeButton({ validateTarget, getTarget, onSent }: SendCodeButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (!authProvider || !(await validateTarget())) return;
    setSending(true);
    try {
      onSent(await authProvider.sendCode(getTarget()));
      setSecondsLeft(RESEND_SECONDS);
      notify('app.login.code_sent', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={send}
      disabled={sending || secondsLeft > 0}
      sx={{ whiteSpace: 'nowrap', minWidth: 130, mt: 0.5 }}
    >
      {secondsLeft > 0
        ? translate('app.login.resend_in', { seconds: secondsLeft })
        : translate('app.login.send_code')}
    </Button>
  );
}
