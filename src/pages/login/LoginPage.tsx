import { useState } from 'react';
import { Box, Link, Tab, Tabs } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  useAuthProvider,
  useDataProvider,
  useI18nProvider,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import type {
  LoginParams,
  PortalAuthProvider,
  PortalDataProvider,
} from '../../../dataProvider/types';
import { UnboundSocialAccountError, WeakPasswordError } from '../../../dataProvider/client/errors';
import { asksForCaptcha } from '../../../dataProvider/auth/loginAnswer';
import { AuthCard } from '../signIn/AuthCard';
import { errorMessage } from '../../notify/errorMessage';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { AccountLoginForm } from './AccountLoginForm';
import { CodeLoginForm } from './CodeLoginForm';
import { SocialLogin } from './SocialLogin';
import { WeakPasswordNotice } from './WeakPasswordNotice';
import { prefetchSignedIn } from './prefetchSignedIn';
import { PATHS } from '../../routes/paths';

type LoginTab = 'account' | 'code';

const NOTHING = () => undefined;

/**
 * `preloadSignedIn` downloads what the signed-in pages need; the app layer hands it in (the
 * shell imports no page of a feature), a page without it downloads nothing early.
 */
export function LoginPage({ preloadSignedIn = NOTHING }: { preloadSignedIn?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const i18nProvider = useI18nProvider();
  const [tab, setTab] = useState<LoginTab>('account');
  const [weakAccount, setWeakAccount] = useState<string>();
  // Shown once the server asks for it (3 failed passwords); each try uses a new picture.
  const [captcha, setCaptcha] = useState<{ key: string; image: string }>();
  const newCaptcha = () => {
    authProvider?.captcha().then(setCaptcha, () => setCaptcha(undefined));
  };
  useDocumentTitle('app.login.title');

  const signIn = useMutation({
    mutationFn: (params: LoginParams) => login(params),
    onMutate: () => {
      setWeakAccount(undefined);
      preloadSignedIn();
    },
    // The first page's data, the permissions and the menu are asked for at once, beside the
    // page's code, not after the layout has arrived (issue 27: sign-in to the first page).
    onSuccess: () => {
      if (!authProvider) return;
      const language = i18nProvider.getLocale();
      prefetchSignedIn({ queryClient, dataProvider, authProvider, language });
    },
    onError: (error) => {
      if (captcha || asksForCaptcha(error)) newCaptcha();
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
      {/* Typing means a sign-in is near: the first page's code downloads meanwhile (autofocus would start it before the form is even used). */}
      <Box onInputCapture={() => preloadSignedIn()}>
        <Tabs value={tab} onChange={(_, value: LoginTab) => setTab(value)} variant="fullWidth">
          <Tab value="account" label={translate('app.login.tab_account')} />
          <Tab value="code" label={translate('app.login.tab_code')} />
        </Tabs>
        {tab === 'account' ? (
          <AccountLoginForm
            busy={busy}
            captchaImage={captcha?.image}
            onNewCaptcha={newCaptcha}
            onLogin={({ account, password, captchaCode }) =>
              submit({
                type: 'account',
                account,
                password,
                ...(captcha ? { captcha: { key: captcha.key, code: captchaCode } } : {}),
              })
            }
          />
        ) : (
          <CodeLoginForm busy={busy} onLogin={(values) => submit({ type: 'phone', ...values })} />
        )}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Link component={RouterLink} to={PATHS.register} variant="body2">
          {translate('app.login.register')}
        </Link>
        <Link component={RouterLink} to={PATHS.forget} variant="body2">
          {translate('app.login.forgot')}
        </Link>
      </Box>
      <SocialLogin onLogin={submit} />
    </AuthCard>
  );
}

LoginPage.path = PATHS.login;
