import type { Widen } from '../catalogType';
import type { chromeZh } from './zh';

export const chromeTr = {
  coming_soon: 'Bu özellik yakında geliyor',
} as const satisfies Widen<typeof chromeZh>;
