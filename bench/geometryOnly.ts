import { startPortal } from '../tests/e2e/support/portalServer';
import { reportGeometry } from './geometryReport';

/** `npm run bench:geometry`: the scan-scale part of `npm run bench` alone (builds if needed). */
const server = await startPortal();
try {
  await reportGeometry(server.url);
} finally {
  await server.stop();
}
