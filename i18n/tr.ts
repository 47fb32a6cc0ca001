import { appTr } from './appTr';
import { chromeTr } from './chrome/tr';
import { dashboardTr, dashboardResourcesTr } from './dashboard/tr';
import { ordersTr, ordersResourcesTr } from './orders/tr';
import { prefsTr } from './prefs/tr';
import { ticketResourcesTr, ticketsTr } from './tickets/tr';
import { viewerTr } from './viewer/tr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';
import { uploadTr } from './upload/tr';

export const tr = {
  ra: raTr,
  app: {
    ...appTr,
    chrome: chromeTr,
    dashboard: dashboardTr,
    prefs: prefsTr,
    orders: ordersTr,
    tickets: ticketsTr,
    upload: uploadTr,
    viewer: viewerTr,
  },
  resources: {
    ...ordersResourcesTr,
    tickets: ticketResourcesTr,
    ...dashboardResourcesTr,
  },
} satisfies Catalog;
