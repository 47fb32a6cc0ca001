import { appTr } from './appTr';
import { chromeTr } from './chrome/tr';
import { prefsTr } from './prefs/tr';
import { ticketResourcesTr, ticketsTr } from './tickets/tr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';

export const tr = {
  ra: raTr,
  app: { ...appTr, chrome: chromeTr, prefs: prefsTr, tickets: ticketsTr },
  resources: { tickets: ticketResourcesTr },
} satisfies Catalog;
