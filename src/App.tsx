import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, dataProvider } from '../dataProvider';
import certifications from '../resources/certifications';
import deductions from '../resources/deductions';
import invitedUsers from '../resources/invitedUsers';
import tasks from '../resources/tasks';
import tickets from '../resources/tickets';
import { i18nProvider, store } from './i18nSetup';
import { Layout } from './layout/Layout';
import { PublicRoute } from './layout/PublicRoute';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './pages/errors/ErrorPage';
import { ForgetPasswordPage } from './pages/forget/ForgetPasswordPage';
import { IframePage } from './pages/iframe/IframePage';
import { LockPage } from './pages/lock/LockPage';
import { LoginPage } from './pages/login/LoginPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { SettlementIndex } from './pages/settlement/SettlementPage';
import { StlViewPage } from './pages/stlView/StlViewPage';
import { GoHome } from './routes/GoHome';
import { IframeRoute } from './routes/IframeRoute';
import { LAYOUT_ROUTES } from './routes/portalRoutes';
import { usePortalTheme } from './theme/usePortalTheme';

const publicPages = [
  RegisterPage,
  ForgetPasswordPage,
  NotFoundPage,
  ForbiddenPage,
  ServerErrorPage,
  StlViewPage,
];

export function App() {
  const theme = usePortalTheme();
  return (
    <Admin
      title="app.name"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={GoHome}
      catchAll={GoToNotFound}
      theme={theme}
      store={store}
      requireAuth
      disableTelemetry
    >
      <Resource name="tasks" {...tasks} />
      <Resource name="deductions" {...deductions} />
      <Resource name="tickets" {...tickets} />
      <Resource name="certifications" {...certifications} />
      <Resource name="pointsLedger" />
      <Resource name="pointsDesigners" />
      <Resource name="notices" />
      <Resource name="invitedUsers" {...invitedUsers} />
      <CustomRoutes noLayout>
        {publicPages.map((Page) => (
          <Route
            key={Page.path}
            path={Page.path}
            element={
              <PublicRoute>
                <Page />
              </PublicRoute>
            }
          />
        ))}
        <Route path={IframePage.path} element={<IframeRoute />} />
        <Route path={LockPage.path} element={<LockPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/wel" element={<GoHome />} />
        <Route path={SettlementIndex.path} element={<SettlementIndex />} />
        {LAYOUT_ROUTES.map(({ page: Page, cached }) => (
          // A cached page is rendered by the layout's keep-alive, not by its route.
          <Route key={Page.path} path={Page.path} element={cached ? null : <Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

function GoToNotFound() {
  return <Navigate to={NotFoundPage.path} replace />;
}
