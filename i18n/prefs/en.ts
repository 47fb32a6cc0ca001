import type { Widen } from '../catalogType';
import type { prefsZh } from './zh';

export const prefsEn = {
  fullscreen: 'Full screen',
} as const satisfies Widen<typeof prefsZh>;
