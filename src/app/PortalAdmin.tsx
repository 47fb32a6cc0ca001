import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { lazyView } from '../components/lazy/lazyView';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { PortalNotification } from './PortalNotification';

const AccessDenied = lazyView(() => import('./rareAdminScreens').then((m) => m.AccessDenied));
const AuthenticationError = lazyView(() =>
  import('./rareAdminScreens').then((m) => m.AuthenticationError),
);
const AuthCallback = lazyView(() => import('./rareAdminScreens').then((m) => m.AuthCallback));
const AppError = lazyView(() => import('./rareAdminScreens').then((m) => m.Error));

export type PortalAdminProps = AdminContextProps &
  Required<Pick<CoreAdminUIProps, 'layout' | 'loginPage' | 'catchAll'>> &
  Omit<CoreAdminUIProps, 'layout' | 'loginPage' | 'catchAll'>;

/**
 * react-admin's <Admin> (AdminContext + AdminUI), without the defaults the portal replaces:
 * <Admin> imports its default layout, login page and error screens into the entry even when
 * they are replaced, and all of it is compiled before the sign-in form answers (issue 9).
 */
export function PortalAdmin({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  theme,
  queryClient,
  children,
  ...ui
}: PortalAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      queryClient={queryClient}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={AppError}
          loading={LoadingPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <PortalNotification />
        <UpdatePrompt />
        <OfflineBanner />
      </CssBaseline>
    </AdminContext>
  );
}
