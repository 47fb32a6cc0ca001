import { closeSharedChromium } from '../tests/e2e/support/browser';
import { reportDeviation } from './deviationReport';

/** `npm run bench:deviation`: the deviation part of `npm run bench` alone. */
try {
  await reportDeviation();
} finally {
  await closeSharedChromium();
}
