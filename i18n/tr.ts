import { appTr } from './appTr';
import { chromeTr } from './chrome/tr';
import { prefsTr } from './prefs/tr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';
import { uploadTr } from './upload/tr';

export const tr = {
  ra: raTr,
  app: { ...appTr, chrome: chromeTr, prefs: prefsTr, upload: uploadTr },
} satisfies Catalog;
