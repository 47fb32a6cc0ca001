import type { Widen } from '../catalogType';
import type { chromeZh } from './zh';

export const chromeEn = {
  coming_soon: 'This feature is coming soon',
} as const satisfies Widen<typeof chromeZh>;
