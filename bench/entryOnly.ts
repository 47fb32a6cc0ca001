import { withBenchPortal } from './withBenchPortal';
import { reportEntry } from './entry';

/** `npx tsx bench/entryOnly.ts`: only the entry figures of `npm run bench`. */
await withBenchPortal(async ({ url }) => {
  await reportEntry(url);
});
