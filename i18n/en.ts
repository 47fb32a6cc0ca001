import englishMessages from 'ra-language-english';
import { appEn } from './appEn';
import { chromeEn } from './chrome/en';
import { entryEn } from './entry/en';
import { dashboardEn, dashboardResourcesEn } from './dashboard/en';
import { moneyEn, moneyResourcesEn } from './money/en';
import { ordersEn, ordersResourcesEn } from './orders/en';
import { onboardingEn } from './onboarding/en';
import { prefsEn } from './prefs/en';
import { profileEn, profileResourcesEn } from './profile/en';
import { ticketResourcesEn, ticketsEn } from './tickets/en';
import { notificationsEn } from './notifications/en';
import { uploadEn } from './upload/en';
import { qcEn, qcResourcesEn } from './orders/qc/en';
import { caseZipEn } from './orders/caseZip/en';
import { teethEn } from './orders/teeth/en';
import { caseFlagEn } from './orders/caseFlag/en';
import { threadEn } from './orders/thread/en';
import { viewerEn } from './viewer/en';
import { designCheckEn } from './designCheck/en';
import type { Catalog } from './zh';

export const en = {
  ra: englishMessages.ra,
  app: {
    ...appEn,
    chrome: chromeEn,
    dashboard: dashboardEn,
    entry: entryEn,
    prefs: prefsEn,
    profile: profileEn,
    orders: {
      ...ordersEn,
      qc: qcEn,
      case_zip: caseZipEn,
      teeth: teethEn,
      case_flag: caseFlagEn,
      thread: threadEn,
    },
    money: moneyEn,
    tickets: ticketsEn,
    notifications: notificationsEn,
    upload: uploadEn,
    viewer: viewerEn,
    design_check: designCheckEn,
    onboarding: onboardingEn,
  },
  resources: {
    ...ordersResourcesEn,
    tickets: ticketResourcesEn,
    ...dashboardResourcesEn,
    ...profileResourcesEn,
    ...moneyResourcesEn,
    ...qcResourcesEn,
  },
} satisfies Catalog;
