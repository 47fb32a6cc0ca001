import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, dataProvider } from '../dataProvider';
import { i18nProvider } from './i18nSetup';
import { Layout } from './layout/Layout';
import { PublicRoute } from './layout/PublicRoute';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './pages/errors/ErrorPage';
import { ForgetPasswordPage } from './pages/forget/ForgetPasswordPage';
import { LockPage } from './pages/lock/LockPage';
import { LoginPage } from './pages/login/LoginPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { WelcomePage } from './pages/welcome/WelcomePage';
import { usePortalTheme } from './theme/usePortalTheme';

const publicPages = [
  RegisterPage,
  ForgetPasswordPage,
  NotFoundPage,
  ForbiddenPage,
  ServerErrorPage,
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
      dashboard={GoToWelcome}
      catchAll={GoToNotFound}
      theme={theme}
      requireAuth
      disableTelemetry
    >
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
        <Route path={LockPage.path} element={<LockPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/wel" element={<GoToWelcome />} />
        <Route path={WelcomePage.path} element={<WelcomePage />} />
      </CustomRoutes>
    </Admin>
  );
}

function GoToWelcome() {
  return <Navigate to={WelcomePage.path} replace />;
}

function GoToNotFound() {
  return <Navigate to={NotFoundPage.path} replace />;
}
