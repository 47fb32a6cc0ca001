import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { COMPANY_MEMBER_HOME, isDesignerOnlyPath, PATHS } from '../routes/paths';
import { isStaff } from '../domain/roles';
import { usePortalIdentity } from '../session/usePortalIdentity';

/** "/" and "/wel" only redirect to the user's home. */
const REDIRECTS: readonly string[] = [PATHS.root, PATHS.wel];

/**
 * A company member may open My design sheet only (SPEC §6): any other route, typed or linked,
 * goes to /403. Staff opening a designer's screen (DESIGNER_ONLY_PATHS) go there too (issue 40).
 */
export function CompanyMemberGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { identity, isPending } = usePortalIdentity();
  // The identity arrives as a store update, which React renders in one piece: the page below
  // mounts in a deferred render instead, in slices (issue 27: blocking time after the sign-in).
  const shown = useDeferredValue(!isPending);
  if (isPending || !shown) return null;
  const allowed = pathname === COMPANY_MEMBER_HOME || REDIRECTS.includes(pathname);
  if (identity?.isCompanyMember && !allowed) return <Navigate to={PATHS.forbidden} replace />;
  if (isStaff(identity?.roleName) && isDesignerOnlyPath(pathname)) {
    return <Navigate to={PATHS.forbidden} replace />;
  }
  return <>{children}</>;
}
