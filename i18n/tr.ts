import { appTr } from './appTr';
import { chromeTr } from './chrome/tr';
import { prefsTr } from './prefs/tr';
import { viewerTr } from './viewer/tr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';

export const tr = {
  ra: raTr,
  app: { ...appTr, chrome: chromeTr, prefs: prefsTr, viewer: viewerTr },
} satisfies Catalog;
