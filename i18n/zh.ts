import { appZh } from './appZh';
import type { Widen } from './catalogType';
import { chromeZh } from './chrome/zh';
import { entryZh } from './entry/zh';
import { dashboardZh, dashboardResourcesZh } from './dashboard/zh';
import { moneyZh, moneyResourcesZh } from './money/zh';
import { ordersZh, ordersResourcesZh } from './orders/zh';
import { onboardingZh } from './onboarding/zh';
import { prefsZh } from './prefs/zh';
import { profileZh, profileResourcesZh } from './profile/zh';
import { ticketResourcesZh, ticketsZh } from './tickets/zh';
import { notificationsZh } from './notifications/zh';
import { qcZh, qcResourcesZh } from './orders/qc/zh';
import { caseZipZh } from './orders/caseZip/zh';
import { teethZh } from './orders/teeth/zh';
import { caseFlagZh } from './orders/caseFlag/zh';
import { threadZh } from './orders/thread/zh';
import { viewerZh } from './viewer/zh';
import { designCheckZh } from './designCheck/zh';
import { raZh } from './ra/zh';
import { uploadZh } from './upload/zh';

/** The reference catalog: en and tr must have exactly these keys. */
export const zh = {
  ra: raZh,
  app: {
    ...appZh,
    chrome: chromeZh,
    dashboard: dashboardZh,
    entry: entryZh,
    prefs: prefsZh,
    profile: profileZh,
    orders: {
      ...ordersZh,
      qc: qcZh,
      case_zip: caseZipZh,
      teeth: teethZh,
      case_flag: caseFlagZh,
      thread: threadZh,
    },
    money: moneyZh,
    tickets: ticketsZh,
    notifications: notificationsZh,
    upload: uploadZh,
    viewer: viewerZh,
    design_check: designCheckZh,
    onboarding: onboardingZh,
  },
  resources: {
    ...ordersResourcesZh,
    tickets: ticketResourcesZh,
    ...dashboardResourcesZh,
    ...profileResourcesZh,
    ...moneyResourcesZh,
    ...qcResourcesZh,
  },
} as const;

export type Catalog = Widen<typeof zh>;
