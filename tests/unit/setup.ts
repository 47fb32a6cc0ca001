import '@testing-library/jest-dom/vitest';
import { inject } from 'vitest';

// The fake APIs of this run check their answers and count into the run's directory
// (fake-api/testing/harness.ts, tests/unit/openApiTallyReporter.ts).
const tallyDir = inject('openApiTallyDir');
if (tallyDir) process.env.FAKE_API_CHECK_ANSWERS = tallyDir;
