import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { checkEmail } from '../../../src/domain/accountRules';
import { USER_DETAIL_KEY } from '../../../src/session/useUserDetail';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';

const RESEND_SECONDS = 60;

type Field = 'email' | 'code' | 'password';

/**
 * Change of e-mail address (a reset credential): a code sent to the new address plus the
 * current password; the server tells the old address.
 */
export function EmailChange({ email: current }: { email: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    code: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [ukey, setUkey] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendCode = useMutation({
    mutationFn: (email: string) => dataProvider.sendEmailChangeCode(email),
    onSuccess: (key) => {
      setUkey(key);
      setSecondsLeft(RESEND_SECONDS);
      notify('app.profile.email.code_sent', { type: 'success' });
    },
    onError: notifyFailure,
  });
  const change = useMutation({
    mutationFn: () =>
      dataProvider.changeEmail({
        email: values.email,
        ukey,
        vfCode: values.code,
        password: values.password,
      }),
    onSuccess: async () => {
      notify('app.profile.email.changed', { type: 'success' });
      setOpen(false);
      setValues({ email: '', code: '', password: '' });
      setUkey('');
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
    },
    onError: notifyFailure,
  });

  const send = () => {
    const error = checkEmail(values.email);
    setErrors({ email: error });
    if (!error) sendCode.mutate(values.email);
  };
  const confirm = () => {
    const found: Partial<Record<Field, string>> = {
      email: checkEmail(values.email),
      code: values.code ? undefined : 'app.validation.code_required',
      password: values.password ? undefined : 'app.validation.password_required',
    };
    setErrors(found);
    if (!Object.values(found).some(Boolean)) change.mutate();
  };
  const field = (name: Field, labelKey: string, type = 'text') => (
    <TextField
      id={`field-${name === 'email' ? 'newEmail' : `email-${name}`}`}
      label={translate(labelKey)}
      type={type}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value.trim() })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : undefined}
      fullWidth={name !== 'code'}
      margin="dense"
    />
  );

  return (
    <Box mt={3} maxWidth={480} data-testid="email-change">
      <Typography variant="subtitle1">{translate('app.profile.email.title')}</Typography>
      <Typography variant="body2" data-testid="current-email">
        {translate('app.profile.email.current', {
          email: current || translate('app.profile.email.none'),
        })}
      </Typography>
      {open ? (
        <>
          {field('email', 'app.profile.email.new_email', 'email')}
          <Stack direction="row" spacing={1} alignItems="center">
            {field('code', 'app.profile.email.code')}
            <Button
              variant="outlined"
              disabled={sendCode.isPending || secondsLeft > 0}
              onClick={firstClickOnly(send)}
            >
              {secondsLeft > 0
                ? translate('app.profile.phone.resend_in', { seconds: secondsLeft })
                : translate('app.profile.email.send')}
            </Button>
          </Stack>
          {field('password', 'app.profile.email.password', 'password')}
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            disabled={!ukey || change.isPending}
            onClick={firstClickOnly(confirm)}
          >
            {translate('app.profile.email.confirm')}
          </Button>
        </>
      ) : (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          {translate('app.profile.email.start')}
        </Button>
      )}
    </Box>
  );
}
