import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { checkPhone } from '../../../src/domain/accountRules';
import { USER_DETAIL_KEY } from '../../../src/session/useUserDetail';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';

const RESEND_SECONDS = 60;

/** Change of mobile phone: a code to the current phone, then a code to the new one. */
export function PhoneChange({ mobile }: { mobile: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [ukey, setUkey] = useState('');
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendCode = useMutation({
    mutationFn: (target?: string) => dataProvider.sendPhoneChangeCode(target),
    onSuccess: (key) => {
      setUkey(key);
      setSecondsLeft(RESEND_SECONDS);
      notify('app.profile.phone.code_sent', { type: 'success' });
    },
    onError: notifyFailure,
  });
  const checkFirst = useMutation({
    mutationFn: () => dataProvider.checkCurrentPhone({ ukey, vfCode: code }),
    onSuccess: () => {
      setStep(2);
      setCode('');
      setUkey('');
      setSecondsLeft(0);
    },
    onError: notifyFailure,
  });
  const checkSecond = useMutation({
    mutationFn: () => dataProvider.checkNewPhone({ phone, ukey, vfCode: code }),
    onSuccess: async () => {
      notify('app.profile.phone.changed', { type: 'success' });
      setStep(0);
      setCode('');
      setPhone('');
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
    },
    onError: notifyFailure,
  });

  const sendToNew = () => {
    const error = checkPhone(phone);
    setPhoneError(error);
    if (!error) sendCode.mutate(phone);
  };
  const sendLabel =
    secondsLeft > 0
      ? translate('app.profile.phone.resend_in', { seconds: secondsLeft })
      : translate(step === 1 ? 'app.profile.phone.send_current' : 'app.profile.phone.send_new');
  const verify = step === 1 ? checkFirst : checkSecond;

  return (
    <Box mt={3} maxWidth={480} data-testid="phone-change">
      <Typography variant="subtitle1">{translate('app.profile.phone.title')}</Typography>
      <Typography variant="body2" data-testid="current-phone">
        {translate('app.profile.phone.current', { phone: mobile })}
      </Typography>
      {step === 0 ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setStep(1)}>
          {translate('app.profile.phone.start')}
        </Button>
      ) : (
        <>
          {step === 2 && (
            <TextField
              id="field-newPhone"
              label={translate('app.profile.phone.new_phone')}
              value={phone}
              onChange={(event) => setPhone(event.target.value.trim())}
              error={Boolean(phoneError)}
              helperText={phoneError ? translate(phoneError) : undefined}
              fullWidth
              margin="dense"
            />
          )}
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              id="field-phoneCode"
              label={translate('app.profile.phone.code')}
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              margin="dense"
            />
            <Button
              variant="outlined"
              disabled={sendCode.isPending || secondsLeft > 0}
              onClick={firstClickOnly(() =>
                step === 1 ? sendCode.mutate(undefined) : sendToNew(),
              )}
            >
              {sendLabel}
            </Button>
          </Stack>
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            disabled={!ukey || !code || verify.isPending}
            onClick={firstClickOnly(() => verify.mutate())}
          >
            {translate(step === 1 ? 'app.profile.phone.next' : 'app.profile.phone.confirm')}
          </Button>
        </>
      )}
    </Box>
  );
}
