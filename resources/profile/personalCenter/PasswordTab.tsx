import { Box, LinearProgress, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { keepText } from '../../../src/forms/formParse';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { passwordSchema, passwordStrength, type PasswordValues } from './passwordSchema';
import { PATHS } from '../../../src/routes/paths';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';

const LEVELS = ['weak', 'medium', 'strong'] as const;
const DEFAULTS: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' };

/** Tab 2: change password; success logs out so the user signs in with the new one. */
export function PasswordTab() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const logout = useLogout();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const change = useMutation({
    mutationFn: (values: PasswordValues) => dataProvider.changePassword(values),
    onSuccess: () => {
      notify('app.profile.password.changed', { type: 'success' });
      void logout({}, PATHS.login, false);
    },
    onError: notifyFailure,
  });

  return (
    <Box maxWidth={480} data-testid="password-form">
      <Form
        resolver={yupResolver(passwordSchema)}
        defaultValues={DEFAULTS}
        onSubmit={(values: FieldValues) => change.mutate(values as PasswordValues)}
      >
        <PasswordField source="oldPassword" labelKey="app.profile.password.old" />
        <PasswordField source="newPassword" labelKey="app.profile.password.new" />
        <StrengthMeter />
        <PasswordField source="newPassword1" labelKey="app.profile.password.confirm" />
        <WriteSubmitButton
          labelKey="app.profile.password.submit"
          pending={change.isPending}
          sx={{ mt: 2 }}
        />
      </Form>
    </Box>
  );
}

/** A password input whose id (`field-<source>`) the browser tests and labels rely on. */
function PasswordField({ source, labelKey }: { source: keyof PasswordValues; labelKey: string }) {
  return (
    <TextInput
      source={source}
      id={`field-${source}`}
      label={labelKey}
      type="password"
      parse={keepText}
      variant="outlined"
      margin="dense"
      fullWidth
    />
  );
}

function StrengthMeter() {
  const translate = useTranslate();
  const newPassword = useWatch<PasswordValues, 'newPassword'>({ name: 'newPassword' });
  const strength = passwordStrength(newPassword ?? '');
  return (
    <>
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
    </>
  );
}
