import { usePortalIdentity } from './usePortalIdentity';
import { isStaff } from '../domain/roles';
import { COMPANY_MEMBER_HOME, PATHS } from '../routes/paths';

/** Where "/" and the home tab lead for this user; undefined while the identity loads. */
export function useHomePath(): string | undefined {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return undefined;
  if (identity?.isCompanyMember) return COMPANY_MEMBER_HOME;
  return isStaff(identity?.roleName) ? PATHS.staffHome : PATHS.welcome;
}
