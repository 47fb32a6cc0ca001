import { rmSync } from 'node:fs';
import { startPortal } from '../tests/e2e/support/portalServer';
import { reportCaseZip } from './caseZip';

/** `npm run bench:casezip`: the case-package part of `npm run bench` alone. */
const server = await startPortal();
try {
  await reportCaseZip(server);
} finally {
  await server.stop();
  // The 300 MiB of scans in the object storage.
  rmSync(server.dataDir, { recursive: true, force: true });
}
