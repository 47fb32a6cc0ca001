import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE } from './slowestFirst.ts';

/**
 * With E2E_DURATIONS=1: records each file's seconds (import, tests and hooks) in
 * tests/e2e/durations.json at the end of the run, for slowestFirst to order the next one. Files
 * the run left out keep their last figure.
 */
export default class DurationsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const table: Record<string, number> = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
    for (const module of testModules) {
      const { duration, setupDuration, collectDuration } = module.diagnostic();
      table[basename(module.moduleId)] = Math.round(
        (duration + setupDuration + collectDuration) / 1000,
      );
    }
    const slowestFirst = Object.entries(table).sort((a, b) => b[1] - a[1]);
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(slowestFirst), null, 2)}\n`);
  }
}
