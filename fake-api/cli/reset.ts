import { createSeedState } from '../seed/index';
import { DEFAULT_DATA_FILE, optionsFromEnv } from '../settings';
import { writeState } from '../store/store';

const dataFile = optionsFromEnv().dataFile ?? DEFAULT_DATA_FILE;
writeState(dataFile, createSeedState());
console.log(`fake-api data reset from the seed: ${dataFile}`);
