import { reportCaseZip } from './caseZip';
import { withBenchPortal } from './withBenchPortal';

/** `npm run bench:casezip`: the case-package part of `npm run bench` alone. */
await withBenchPortal(reportCaseZip);
