import { reportDesignChecks } from './designChecks';

/** `npm run bench:design-checks`: the design checks' part of `npm run bench` alone. */
await reportDesignChecks();
