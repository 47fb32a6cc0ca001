import { usePortalIdentity } from '../components/usePortalIdentity';
import { COMPANY_MEMBER_HOME, PATHS } from './paths';

/** Where "/" and the home tab lead for this user; undefined while the identity loads. */
export function useHomePath(): string | undefined {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return undefined;
  return identity?.isCompanyMember ? COMPANY_MEMBER_HOME : PATHS.welcome;
}
