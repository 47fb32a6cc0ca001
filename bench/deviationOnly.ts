import { reportDeviation } from './deviationReport';

/** `npm run bench:deviation`: the deviation part of `npm run bench` alone. */
await reportDeviation();
