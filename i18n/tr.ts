import { appTr } from './appTr';
import { chromeTr } from './chrome/tr';
import { entryTr } from './entry/tr';
import { dashboardTr, dashboardResourcesTr } from './dashboard/tr';
import { moneyTr, moneyResourcesTr } from './money/tr';
import { ordersTr, ordersResourcesTr } from './orders/tr';
import { onboardingTr } from './onboarding/tr';
import { prefsTr } from './prefs/tr';
import { profileTr, profileResourcesTr } from './profile/tr';
import { ticketResourcesTr, ticketsTr } from './tickets/tr';
import { notificationsTr } from './notifications/tr';
import { qcTr, qcResourcesTr } from './orders/qc/tr';
import { caseZipTr } from './orders/caseZip/tr';
import { teethTr } from './orders/teeth/tr';
import { caseFlagTr } from './orders/caseFlag/tr';
import { threadTr } from './orders/thread/tr';
import { viewerTr } from './viewer/tr';
import { designCheckTr } from './designCheck/tr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';
import { uploadTr } from './upload/tr';

export const tr = {
  ra: raTr,
  app: {
    ...appTr,
    chrome: chromeTr,
    dashboard: dashboardTr,
    entry: entryTr,
    prefs: prefsTr,
    profile: profileTr,
    orders: {
      ...ordersTr,
      qc: qcTr,
      case_zip: caseZipTr,
      teeth: teethTr,
      case_flag: caseFlagTr,
      thread: threadTr,
    },
    money: moneyTr,
    tickets: ticketsTr,
    notifications: notificationsTr,
    upload: uploadTr,
    viewer: viewerTr,
    design_check: designCheckTr,
    onboarding: onboardingTr,
  },
  resources: {
    ...ordersResourcesTr,
    tickets: ticketResourcesTr,
    ...dashboardResourcesTr,
    ...profileResourcesTr,
    ...moneyResourcesTr,
    ...qcResourcesTr,
  },
} satisfies Catalog;
