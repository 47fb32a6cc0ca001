import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuthProvider, useNotify } from 'react-admin';
import { SESSION_EXPIRED_EVENT } from '../../dataProvider';
import type { PortalAuthProvider } from '../../dataProvider/types';
import { PATHS } from '../routes/paths';

/**
 * Runs the token-age ticker while the layout is shown, sends a locked session to /lock, and
 * takes an expiry noticed in the background (a failed refresh) to /login.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const navigate = useNavigate();
  const notify = useNotify();

  useEffect(() => authProvider?.startSessionTimers(), [authProvider]);

  useEffect(() => {
    const onExpired = () => {
      notify('app.auth.session_expired', { type: 'error' });
      navigate(PATHS.login);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, notify]);

  if (authProvider?.isLocked()) return <Navigate to={PATHS.lock} replace />;
  return <>{children}</>;
}
