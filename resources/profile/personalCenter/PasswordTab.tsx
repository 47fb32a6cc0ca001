import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { FormTextField } from '../../../src/pages/signIn/FormTextField';
import { useNotifyFailure } from '../../../src/components/useNotifyError';
import { passwordSchema, passwordStrength, type PasswordValues } from './passwordSchema';
import { PATHS } from '../../../src/routes/paths';

const LEVELS = ['weak', 'medium', 'strong'] as const;

/** Tab 2: change password; success logs out so the user signs in with the new one. */
export function PasswordTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const logout = useLogout();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { control, handleSubmit } = useForm<PasswordValues>({
    resolver: yupResolver(passwordSchema),
    defaultValues: { oldPassword: '', newPassword: '', newPassword1: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const strength = passwordStrength(newPassword ?? '');
  const change = useMutation({
    mutationFn: (values: PasswordValues) => dataProvider.changePassword(values),
    onSuccess: () => {
      notify('app.profile.password.changed', { type: 'success' });
      void logout({}, PATHS.login, false);
    },
    onError: notifyFailure,
  });

  return (
    <Box
      component="form"
      noValidate
      maxWidth={480}
      onSubmit={handleSubmit((values) => change.mutate(values))}
      data-testid="password-form"
    >
      <FormTextField
        name="oldPassword"
        control={control}
        labelKey="app.profile.password.old"
        type="password"
      />
      <FormTextField
        name="newPassword"
        control={control}
        labelKey="app.profile.password.new"
        type="password"
      />
      <LinearProgress
        variant="determinate"
        value={((strength + 1) / 3) * 100}
        color={(['error', 'warning', 'success'] as const)[strength]}
        aria-hidden
      />
      <Typography variant="caption" data-testid="password-strength">
        {translate('app.profile.password.strength', {
          level: translate(`app.profile.password.${LEVELS[strength]}`),
        })}
      </Typography>
      <FormTextField
        name="newPassword1"
        control={control}
        labelKey="app.profile.password.confirm"
        type="password"
      />
      <Button type="submit" variant="contained" disabled={change.isPending} sx={{ mt: 2 }}>
        {translate('app.profile.password.submit')}
      </Button>
    </Box>
  );
}
