import { useState } from 'react';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Form, useLogout, useNotify, useTranslate } from 'react-admin';
import { usePortalAuthProvider } from '../signIn/usePortalAuthProvider';
import { config } from '../../../dataProvider/client/config';
import { AuthCard } from '../signIn/AuthCard';
import { AuthTextInput } from '../signIn/AuthTextInput';
import { SubmitButton } from '../signIn/SubmitButton';
import { BackToLoginLink } from '../signIn/BackToLoginLink';
import { SocialButtons } from '../signIn/SocialButtons';
import { errorMessage } from '../../notify/errorMessage';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useLimitCounter } from '../../forms/textLimit';
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
  const [defaultValues] = useState<RegisterValues>(() => ({
    tenantId: config.tenantId,
    name: '',
    account: '',
    password: '',
    password2: '',
  }));
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

  // The server registers a third-party identity: without one (the login page's link, an invite
  // link) the page starts there instead of offering a form it would refuse.
  if (!params.get('oauthId')) {
    return (
      <AuthCard titleKey="app.register.title">
        <Alert severity="info">{translate('app.register.start_social')}</Alert>
        <SocialButtons captionKey="app.register.social" />
        <BackToLoginLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard titleKey="app.register.title">
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.register.hint')}
      </Alert>
      <Form
        resolver={yupResolver(registerSchema)}
        defaultValues={defaultValues}
        onSubmit={(values: FieldValues) => registration.mutate(values as RegisterValues)}
        disableInvalidFormNotification
        noValidate
      >
        <AuthTextInput source="tenantId" labelKey="app.register.tenant_id" />
        <NickNameInput />
        <AuthTextInput source="account" labelKey="app.register.account" autoComplete="username" />
        <AuthTextInput
          source="password"
          labelKey="app.register.password"
          type="password"
          autoComplete="new-password"
        />
        <AuthTextInput
          source="password2"
          labelKey="app.register.password2"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton labelKey="app.register.submit" busy={registration.isPending} />
      </Form>
      <BackToLoginLink />
    </AuthCard>
  );
}

RegisterPage.path = PATHS.register;

/** The nick name, with the count of its characters against what the account takes. */
function NickNameInput() {
  const counter = useLimitCounter('nickName', 'name');
  return <AuthTextInput source="name" labelKey="app.register.name" helperText={counter} />;
}
