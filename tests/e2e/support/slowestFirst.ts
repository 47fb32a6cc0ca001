import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took on the 2-core machine (tests/e2e/durations.json, written by a
 * run with E2E_DURATIONS=1). Vitest orders a clean clone's files by size, which left the three
 * axe sweeps (3-line files, 80-120 s each) for last and one worker idle for a minute and a half.
 */
export const DURATIONS_FILE = join(process.cwd(), 'tests', 'e2e', 'durations.json');
const DURATIONS: Record<string, number> = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));

/** A file not in the table yet is taken for a slow one, so that it never closes the run. */
const UNKNOWN_SECONDS = 60;

/** Longest first, from what the last recorded run measured. */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      DURATIONS[basename(file.moduleId)] ?? UNKNOWN_SECONDS;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
