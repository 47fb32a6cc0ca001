import englishMessages from 'ra-language-english';
import { appEn } from './appEn';
import { chromeEn } from './chrome/en';
import { dashboardEn, dashboardResourcesEn } from './dashboard/en';
import { ordersEn, ordersResourcesEn } from './orders/en';
import { prefsEn } from './prefs/en';
import { ticketResourcesEn, ticketsEn } from './tickets/en';
import { uploadEn } from './upload/en';
import { viewerEn } from './viewer/en';
import type { Catalog } from './zh';

export const en = {
  ra: englishMessages.ra,
  app: {
    ...appEn,
    chrome: chromeEn,
    dashboard: dashboardEn,
    prefs: prefsEn,
    orders: ordersEn,
    tickets: ticketsEn,
    upload: uploadEn,
    viewer: viewerEn,
  },
  resources: {
    ...ordersResourcesEn,
    tickets: ticketResourcesEn,
    ...dashboardResourcesEn,
  },
} satisfies Catalog;
