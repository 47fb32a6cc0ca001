import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { readTallies } from '../../fake-api/http/contractTally';
import { contractFailures, summarizeContract } from '../../fake-api/testing/contractSummary';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's fake APIs count what the OpenAPI validator checked (tests/unit/setup.ts). */
    openApiTallyDir: string;
  }
}

/**
 * Issue 38: after the unit run, how many requests and answers express-openapi-validator checked
 * in the fake APIs the tests started (their own counts, fake-api/http/contractTally.ts), with the
 * violations, and which routes docs/api/openapi.yaml lists. The run fails on a violation, and,
 * when every test file ran, on a documented route that no test called.
 */
export default class OpenApiTallyReporter implements Reporter {
  private vitest: Vitest | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'openapi-tally-'));

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    vitest.provide('openApiTallyDir', this.dir);
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    const summary = summarizeContract(readTallies(this.dir));
    rmSync(this.dir, { recursive: true, force: true });
    const everyFile = await this.ranEveryFile(testModules);
    const failures = contractFailures(summary, everyFile);
    // Each route's counts after a whole run (or a violation); a few files get the headline only.
    const shown = everyFile || failures.length > 0 ? summary.lines : summary.lines.slice(0, 1);
    console.log(['', ...shown].join('\n'));
    if (failures.length === 0) return;
    console.error(`OpenAPI contract failed: ${failures.join('; ')}`);
    process.exitCode = 1;
  }

  private async ranEveryFile(testModules: ReadonlyArray<TestModule>): Promise<boolean> {
    if (!this.vitest) return false;
    const all = await this.vitest.globTestSpecifications();
    const ran = new Set(testModules.map((module) => module.moduleId));
    return all.every((specification) => ran.has(specification.moduleId));
  }
}
