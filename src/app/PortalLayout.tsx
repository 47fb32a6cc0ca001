import type { ReactNode } from 'react';
import { FeedPoller, NotificationBell } from '../../resources/notifications';
import { CustomerService, TicketAlerts } from '../../resources/tickets';
import { Layout } from '../layout/Layout';
import type { ChromeParts } from '../layout/chromeParts';
import { config } from '../../dataProvider/client/config';
import { submitErrorLogs } from '../errorLog';
import { serverLanguageReady } from './i18nSetup';
import { httpClient } from './portal';
import { CACHED_PAGES, pageOf } from './portalRoutes';

/**
 * What features add to the chrome, and the pages the tabs and the keep-alive know: registered
 * here, so that src/layout imports no feature.
 */
const CHROME_PARTS: ChromeParts = {
  Notifications: NotificationBell,
  TopBarService: CustomerService,
  Alerts: PortalAlerts,
  cachedPages: CACHED_PAGES,
  pageOf: (pathname) => pageOf(pathname),
  serverLanguageReady,
  submitErrorLogs: (entries) => submitErrorLogs(httpClient, entries, config.apiBaseUrl),
};

/** The feed's one poll, and the work-order alert that reads it. */
function PortalAlerts({ enabled }: { enabled: boolean }) {
  return (
    <>
      <FeedPoller enabled={enabled} />
      <TicketAlerts enabled={enabled} />
    </>
  );
}

/** The layout of every signed-in route, with the features' chrome parts. */
export function PortalLayout({ children }: { children: ReactNode }) {
  return <Layout parts={CHROME_PARTS}>{children}</Layout>;
}
