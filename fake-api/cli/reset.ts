import { createSeedState } from '../seed/index';
import { DEFAULT_DATA_FILE, optionsFromEnv } from '../settings';
import { writeState } from '../store/store';

const options = optionsFromEnv();
const dataFile = options.dataFile ?? DEFAULT_DATA_FILE;
// Dated at this moment (or FAKE_API_NOW): the same clock gives the same file.
writeState(dataFile, createSeedState((options.now ?? Date.now)()));
console.log(`fake-api data reset from the seed: ${dataFile}`);
