import { CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, dataProvider } from './portal';
import { store } from './i18nSetup';
import { lazyView } from '../components/lazy/lazyView';
import { PublicRoute } from '../layout/PublicRoute';
import { PortalAdmin } from './PortalAdmin';
import { LoginPage } from '../pages/login/LoginPage';
import { LAYOUT_ROUTES } from './portalRoutes';
import { PORTAL_RESOURCES } from './portalResources';
import { PUBLIC_PAGES } from './lazy/publicPages';
import { PATHS, SETTLEMENT_TABS, settlementPath } from '../routes/paths';
import { loadGoHome, loadPortalLayout, preloadSignedIn } from './preloadSignedIn';
import { usePortalTheme } from '../theme/usePortalTheme';
import { portalQueryClient } from '../portalQueryClient';

// The login route downloads only the shell: everything behind the login is a chunk of its own.
const queryClient = portalQueryClient();

// A reload or an opened link of a signed-in user: the layout and this page's code download side
// by side from the start, not one after the other once the layout has mounted.
if (authProvider.isLoggedIn()) preloadSignedIn(window.location.pathname);

const Layout = lazyView(loadPortalLayout);
const GoHome = lazyView(loadGoHome);
const LockPage = lazyView(() => import('../pages/lock/LockPage').then((m) => m.LockPage));
const IframeRoute = lazyView(() => import('./IframeRoute').then((m) => m.IframeRoute));

/** The sign-in page, downloading the signed-in pages' code while the user types. */
function PortalLoginPage() {
  return <LoginPage preloadSignedIn={preloadSignedIn} />;
}

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const theme = usePortalTheme(store);
  return (
    <PortalAdmin
      title="app.name"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={PortalLoginPage}
      layout={Layout}
      dashboard={GoHome}
      catchAll={GoToNotFound}
      theme={theme}
      store={store}
      queryClient={queryClient}
      requireAuth
      disableTelemetry
    >
      {PORTAL_RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes noLayout>
        {PUBLIC_PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicRoute>
                <Page />
              </PublicRoute>
            }
          />
        ))}
        <Route path={PATHS.iframe} element={<IframeRoute />} />
        <Route path={PATHS.lock} element={<LockPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={PATHS.wel} element={<GoHome />} />
        <Route
          path={PATHS.settlementIndex}
          element={<Navigate to={settlementPath(SETTLEMENT_TABS[0])} replace />}
        />
        {LAYOUT_ROUTES.map(({ page: Page, cached }) => (
          // A cached page is rendered by the layout's keep-alive, not by its route.
          <Route key={Page.path} path={Page.path} element={cached ? null : <Page />} />
        ))}
      </CustomRoutes>
    </PortalAdmin>
  );
}

function GoToNotFound() {
  return <Navigate to={PATHS.notFound} replace />;
}
