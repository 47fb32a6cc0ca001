import { useState } from 'react';
import { Box, Link, Tab, Tabs } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuthProvider, useLogin, useNotify, useTranslate } from 'react-admin';
import type { LoginParams, PortalAuthProvider } from '../../../dataProvider/types';
import { UnboundSocialAccountError, WeakPasswordError } from '../../../dataProvider/client/errors';
import { AuthCard } from '../signIn/AuthCard';
import { errorMessage } from '../../components/errorMessage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PUBLIC_PATHS } from '../../routes/publicPaths';
import { AccountLoginForm } from './AccountLoginForm';
import { CodeLoginForm } from './CodeLoginForm';
import { SocialLogin } from './SocialLogin';
import { WeakPasswordNotice } from './WeakPasswordNotice';

type LoginTab = 'account' | 'code';

export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [tab, setTab] = useState<LoginTab>('account');
  const [busy, setBusy] = useState(false);
  const [weakAccount, setWeakAccount] = useState<string>();
  useDocumentTitle('app.login.title');

  if (authProvider?.isLoggedIn()) return <Navigate to="/" replace />;

  const submit = async (params: LoginParams) => {
    setBusy(true);
    setWeakAccount(undefined);
    try {
      await login(params);
    } catch (error) {
      if (error instanceof WeakPasswordError) setWeakAccount(error.account);
      else if (error instanceof UnboundSocialAccountError)
        navigate(`${PUBLIC_PATHS.register}?oauthId=${encodeURIComponent(error.oauthId)}`);
      else notify(errorMessage(error, 'ra.auth.sign_in_error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
        <Link component={RouterLink} to={PUBLIC_PATHS.forget} variant="body2">
          {translate('app.login.forgot')}
        </Link>
      </Box>
      <SocialLogin onLogin={submit} />
    </AuthCard>
  );
}

LoginPage.path = '/login';
