import { useState } from 'react';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { usePortalAuthProvider } from '../signIn/usePortalAuthProvider';
import { config } from '../../../dataProvider/client/config';
import { AuthCard } from '../signIn/AuthCard';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { BackToLoginLink } from '../signIn/BackToLoginLink';
import { errorMessage } from '../../components/errorMessage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { rememberInviteCode } from './inviteCode';
import { registerSchema, type RegisterValues } from './registerSchema';
import { PATHS } from '../../routes/paths';

/** Third-party registration: reached from a social login whose identity has no account yet. */
export function RegisterPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const authProvider = usePortalAuthProvider();
  const [params] = useSearchParams();
  const [inviteCode] = useState(() => rememberInviteCode(params));
  const { control, handleSubmit } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: {
      tenantId: config.tenantId,
      name: '',
      account: '',
      password: '',
      password2: '',
    },
  });
  useDocumentTitle('app.register.title');

  const registration = useMutation({
    mutationFn: (values: RegisterValues) =>
      authProvider.register({
        tenantId: values.tenantId,
        name: values.name,
        account: values.account,
        password: values.password,
        oauthId: params.get('oauthId') ?? '',
        inviteCode,
      }),
    // Still pending until the logout has led back to the login page.
    onSuccess: async () => {
      notify('app.register.submitted', { type: 'success', autoHideDuration: 10_000 });
      await logout({}, PATHS.login, false);
    },
    onError: (error) => notify(errorMessage(error, 'app.register.failed'), { type: 'error' }),
  });
  const submit = (values: RegisterValues) => registration.mutate(values);

  return (
    <AuthCard titleKey="app.register.title">
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.register.hint')}
      </Alert>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormTextField name="tenantId" control={control} labelKey="app.register.tenant_id" />
        <FormTextField name="name" control={control} labelKey="app.register.name" />
        <FormTextField
          name="account"
          control={control}
          labelKey="app.register.account"
          autoComplete="username"
        />
        <FormTextField
          name="password"
          control={control}
          labelKey="app.register.password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          name="password2"
          control={control}
          labelKey="app.register.password2"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton labelKey="app.register.submit" busy={registration.isPending} />
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}

RegisterPage.path = PATHS.register;
