import { startPortal } from '../tests/e2e/support/portalServer';
import { reportCaseZip } from './caseZip';

/** `npm run bench:casezip`: the case-package part of `npm run bench` alone. */
const server = await startPortal();
try {
  await reportCaseZip(server);
} finally {
  await server.stop();
}
