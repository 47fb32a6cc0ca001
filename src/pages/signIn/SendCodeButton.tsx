import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { usePortalAuthProvider } from './usePortalAuthProvider';
import { errorMessage } from '../../notify/errorMessage';

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
  const authProvider = usePortalAuthProvider();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sending = useMutation({
    mutationFn: (target: string) => authProvider.sendCode(target),
    onSuccess: (ukey) => {
      onSent(ukey);
      setSecondsLeft(RESEND_SECONDS);
      notify('app.login.code_sent', { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const send = async () => {
    if (await validateTarget()) sending.mutate(getTarget());
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void send()}
      disabled={sending.isPending || secondsLeft > 0}
      sx={{ whiteSpace: 'nowrap', minWidth: 130, mt: 0.5 }}
    >
      {secondsLeft > 0
        ? translate('app.login.resend_in', { seconds: secondsLeft })
        : translate('app.login.send_code')}
    </Button>
  );
}
