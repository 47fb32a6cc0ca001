import { reportDeviation } from './deviationReport';

/** `npx tsx bench/deviationOnly.ts`: the deviation part of `npm run bench` alone. */
await reportDeviation();
