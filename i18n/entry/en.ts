import type { Widen } from '../catalogType';
import type { entryZh } from './zh';

export const entryEn = {
  chunk_failed: 'This page could not be loaded. Check your connection and reload.',
  chunk_timeout: 'This page took too long to load. Check your connection and reload.',
  reload: 'Reload',
} as const satisfies Widen<typeof entryZh>;
