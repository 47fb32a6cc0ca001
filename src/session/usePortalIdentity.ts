import { useGetIdentity } from 'react-admin';
import type { PortalIdentity } from '../../dataProvider/types';

/** The logged-in user's identity as the portal keeps it (see dataProvider/auth/identity.ts). */
export function usePortalIdentity(): { identity?: PortalIdentity; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { identity: identity as PortalIdentity | undefined, isPending };
}
