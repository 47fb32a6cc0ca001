import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasRole } from '../domain/roles';
import { PATHS } from '../routes/paths';
import { usePortalIdentity } from '../session/usePortalIdentity';

/** Shows a staff screen only to these roles; anyone else opening it by URL lands on 403. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly string[];
  children: ReactNode;
}) {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return null;
  if (!hasRole(identity?.roleName, roles)) return <Navigate to={PATHS.forbidden} replace />;
  return <>{children}</>;
}
