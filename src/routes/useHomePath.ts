import { useGetIdentity } from 'react-admin';
import type { PortalIdentity } from '../../dataProvider/types';
import { LAYOUT_PATHS } from './layoutPaths';

/** The logged-in user's identity as the portal keeps it (see dataProvider/identity.ts). */
export function usePortalIdentity(): { identity?: PortalIdentity; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { identity: identity as PortalIdentity | undefined, isPending };
}

/** A company member's only page is My design sheet (SPEC §6): it is their home too. */
export const COMPANY_MEMBER_HOME = LAYOUT_PATHS.myDesignSheet;

/** Where "/" and the home tab lead for this user; undefined while the identity loads. */
export function useHomePath(): string | undefined {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return undefined;
  return identity?.isCompanyMember ? COMPANY_MEMBER_HOME : LAYOUT_PATHS.welcome;
}
