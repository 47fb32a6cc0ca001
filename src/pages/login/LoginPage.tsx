import { useState } from 'react';
import { Box, Link, Tab, Tabs } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuthProvider, useLogin, useNotify, useTranslate } from 'react-admin';
import type { LoginParams, PortalAuthProvider } from '../../../dataProvider/types';
import { UnboundSocialAccountError, WeakPasswordError } from '../../../dataProvider/client/errors';
import { AuthCard } from '../signIn/AuthCard';
import { errorMessage } from '../../components/errorMessage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AccountLoginForm } from './AccountLoginForm';
import { CodeLoginForm } from './CodeLoginForm';
import { SocialLogin } from './SocialLogin';
import { WeakPasswordNotice } from './WeakPasswordNotice';
import { PATHS } from '../../routes/paths';

type LoginTab = 'account' | 'code';

export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [tab, setTab] = useState<LoginTab>('account');
  const [weakAccount, setWeakAccount] = useState<string>();
  useDocumentTitle('app.login.title');

  const signIn = useMutation({
    mutationFn: (params: LoginParams) => login(params),
    onMutate: () => setWeakAccount(undefined),
    onError: (error) => {
      if (error instanceof WeakPasswordError) setWeakAccount(error.account);
      else if (error instanceof UnboundSocialAccountError)
        navigate(`${PATHS.register}?oauthId=${encodeURIComponent(error.oauthId)}`);
      else notify(errorMessage(error, 'ra.auth.sign_in_error'), { type: 'error' });
    },
  });
  const busy = signIn.isPending;

  if (authProvider?.isLoggedIn()) return <Navigate to={PATHS.root} replace />;

  const submit = (params: LoginParams) => signIn.mutate(params);

  return (
    <AuthCard titleKey="app.login.title">
      {weakAccount !== undefined && <WeakPasswordNotice account={weakAccount} />}
      <Tabs value={tab} onChange={(_, value: LoginTab) => setTab(value)} variant="fullWidth">
        <Tab value="account" label={translate('app.login.tab_account')} />
        <Tab value="code" label={translate('app.login.tab_code')} />
      </Tabs>
      {tab === 'account' ? (
        <AccountLoginForm
          busy={busy}
          onLogin={(values) => submit({ type: 'account', ...values })}
        />
      ) : (
        <CodeLoginForm busy={busy} onLogin={(values) => submit({ type: 'phone', ...values })} />
      )}
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Link component={RouterLink} to={PATHS.forget} variant="body2">
          {translate('app.login.forgot')}
        </Link>
      </Box>
      <SocialLogin onLogin={submit} />
    </AuthCard>
  );
}

LoginPage.path = PATHS.login;
