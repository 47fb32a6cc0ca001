import { startPortal } from '../tests/e2e/support/portalServer';
import { reportEntry } from './entry';

/** `npx tsx bench/entryOnly.ts`: only the entry figures of `npm run bench`. */
const server = await startPortal();
try {
  await reportEntry(server.url);
} finally {
  await server.stop();
}
