import type { Widen } from '../catalogType';
import type { prefsZh } from './zh';

export const prefsTr = {
  fullscreen: 'Tam ekran',
} as const satisfies Widen<typeof prefsZh>;
