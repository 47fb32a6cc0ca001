import { reportIdleTab } from './idlePolling';
import { withBenchPortal } from './withBenchPortal';

/** `npm run bench:idle`: the polling cost of an idle signed-in tab alone (issue 25). */
await withBenchPortal(reportIdleTab);
