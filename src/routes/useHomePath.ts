import { useGetIdentity } from 'react-admin';
import type { PortalIdentity } from '../../dataProvider/types';
import { COMPANY_MEMBER_HOME, PATHS } from './paths';

/** The logged-in user's identity as the portal keeps it (see dataProvider/identity.ts). */
export function usePortalIdentity(): { identity?: PortalIdentity; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { identity: identity as PortalIdentity | undefined, isPending };
}

/** Where "/" and the home tab lead for this user; undefined while the identity loads. */
export function useHomePath(): string | undefined {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return undefined;
  return identity?.isCompanyMember ? COMPANY_MEMBER_HOME : PATHS.welcome;
}
