import type { ReactNode } from 'react';
import { NotificationBell } from '../../resources/notifications';
import { CustomerService, TicketAlerts } from '../../resources/tickets';
import { Layout } from '../layout/Layout';
import type { ChromeParts } from '../layout/chromeParts';

/** What features add to the chrome: registered here, so that src/layout imports no feature. */
const CHROME_PARTS: ChromeParts = {
  Notifications: NotificationBell,
  TopBarService: CustomerService,
  Alerts: TicketAlerts,
};

/** The layout of every signed-in route, with the features' chrome parts. */
export function PortalLayout({ children }: { children: ReactNode }) {
  return <Layout parts={CHROME_PARTS}>{children}</Layout>;
}
