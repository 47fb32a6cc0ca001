import { appZh } from './appZh';
import type { Widen } from './catalogType';
import { chromeZh } from './chrome/zh';
import { prefsZh } from './prefs/zh';
import { viewerZh } from './viewer/zh';
import { raZh } from './ra/zh';

/** The reference catalog: en and tr must have exactly these keys. */
export const zh = {
  ra: raZh,
  app: { ...appZh, chrome: chromeZh, prefs: prefsZh, viewer: viewerZh },
} as const;

export type Catalog = Widen<typeof zh>;
