import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthProvider } from 'react-admin';
import type { PortalAuthProvider } from '../../dataProvider/types';
import { PATHS } from '../routes/paths';

/** While the screen is locked, every route but /lock goes to /lock (SPEC §4). */
export function PublicRoute({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  if (authProvider?.isLoggedIn() && authProvider.isLocked())
    return <Navigate to={PATHS.lock} replace />;
  return <>{children}</>;
}
