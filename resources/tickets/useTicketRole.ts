import { usePortalIdentity } from '../../src/session/usePortalIdentity';
import { isTicketStaff } from '../../src/domain/tickets';

/** Whether the user handles every user's work orders (customer service, administrator). */
export function useIsTicketStaff(): boolean {
  return isTicketStaff(usePortalIdentity().identity?.roleName);
}
