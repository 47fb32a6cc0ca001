import { useState } from 'react';
import { Alert } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useAuthProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';
import { config } from '../../../dataProvider/client/config';
import { AuthCard } from '../signIn/AuthCard';
import { FormTextField } from '../signIn/FormTextField';
import { SubmitButton } from '../signIn/SubmitButton';
import { BackToLoginLink } from '../signIn/BackToLoginLink';
import { errorMessage } from '../../components/errorMessage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { rememberInviteCode } from './inviteCode';
import { registerSchema, type RegisterValues } from './registerSchema';
import { PUBLIC_PATHS } from '../../routes/publicPaths';

/** Third-party registration: reached from a social login whose identity has no account yet. */
export function RegisterPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [params] = useSearchParams();
  const [inviteCode] = useState(() => rememberInviteCode(params));
  const [busy, setBusy] = useState(false);
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

  const submit = async (values: RegisterValues) => {
    if (!authProvider) return;
    setBusy(true);
    try {
      await authProvider.register({
        tenantId: values.tenantId,
        name: values.name,
        account: values.account,
        password: values.password,
        oauthId: params.get('oauthId') ?? '',
        inviteCode,
      });
      notify('app.register.submitted', { type: 'success', autoHideDuration: 10_000 });
      await logout({}, '/login', false);
    } catch (error) {
      notify(errorMessage(error, 'app.register.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
        <SubmitButton labelKey="app.register.submit" busy={busy} />
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}

RegisterPage.path = PUBLIC_PATHS.register;
