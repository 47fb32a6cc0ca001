import { withBenchPortal } from './withBenchPortal';
import { reportGeometry } from './geometryReport';

/** `npm run bench:geometry`: the scan-scale part of `npm run bench` alone (builds if needed). */
await withBenchPortal(async ({ url }) => {
  await reportGeometry(url);
});
