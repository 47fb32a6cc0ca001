import { appZh } from './appZh';
import type { Widen } from './catalogType';
import { chromeZh } from './chrome/zh';
import { dashboardZh, dashboardResourcesZh } from './dashboard/zh';
import { ordersZh, ordersResourcesZh } from './orders/zh';
import { prefsZh } from './prefs/zh';
import { ticketResourcesZh, ticketsZh } from './tickets/zh';
import { viewerZh } from './viewer/zh';
import { raZh } from './ra/zh';
import { uploadZh } from './upload/zh';

/** The reference catalog: en and tr must have exactly these keys. */
export const zh = {
  ra: raZh,
  app: {
    ...appZh,
    chrome: chromeZh,
    dashboard: dashboardZh,
    prefs: prefsZh,
    orders: ordersZh,
    tickets: ticketsZh,
    upload: uploadZh,
    viewer: viewerZh,
  },
  resources: {
    ...ordersResourcesZh,
    tickets: ticketResourcesZh,
    ...dashboardResourcesZh,
  },
} as const;

export type Catalog = Widen<typeof zh>;
