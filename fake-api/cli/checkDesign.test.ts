import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { DESIGN_DEMO_FILES, DESIGN_DEMO_SCENARIOS } from '../files/designDemoScenarios';
import { parseCheckDesignArgs } from './checkDesignArgs';
import { runCheckDesign } from './checkDesignRun';

const run = promisify(execFile);
/** What `npm run check-design` runs, without npm and npx in between. */
const TSX = ['--import', 'tsx', 'fake-api/cli/checkDesign.ts'];

/** Each defect's figure as the generator made it: [measured key, value, decimal digits]. */
const DEFECTS: Record<string, [string, number, number]> = {
  'crown with a 0.3 mm cusp': ['minMm', 0.3, 2],
  'crown 0.08 mm into the antagonist': ['minMm', -0.08, 2],
  'bridge with 6 mm² connectors': ['smallestMm2', 6, 1],
  'prep 1 mm short of room for lithium disilicate': ['shortByMm', 1, 2],
};
let folder = '';

interface Printed {
  verdict: string;
  files: Record<string, { sha256: string }>;
  results: { check: string; verdict: string; measured: Record<string, number> }[];
}

const inFolder = (args: string[]) =>
  args.map((arg) => (arg.endsWith('.stl') ? join(folder, arg) : arg));
const failingChecks = (report: Printed) => [
  ...new Set(report.results.filter((r) => r.verdict !== 'pass').map((r) => r.check)),
];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'design-demo-'));
  for (const [name, make] of Object.entries(DESIGN_DEMO_FILES)) {
    writeFileSync(join(folder, name), Buffer.from(writeBinaryStl(make())));
  }
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run check-design on the demo designs', () => {
  const defective = DESIGN_DEMO_SCENARIOS.filter((scenario) => scenario.failing);
  it.each(defective.map((s) => [s.name, s] as const))(
    '%s: the CLI raises exactly its failing check',
    async (_, scenario) => {
      const { stdout } = await run(process.execPath, [...TSX, ...inFolder(scenario.args)]);
      const report = JSON.parse(stdout) as Printed;
      expect(report.verdict).toBe('hard');
      expect(failingChecks(report)).toEqual([scenario.failing]);
      expect(Object.values(report.files).every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(
        true,
      );
      // The defect reads as the generator made it.
      const [key, value, digits] = DEFECTS[scenario.name];
      const failing = report.results.find((r) => r.check === scenario.failing);
      expect(failing?.measured[key]).toBeCloseTo(value, digits);
    },
    90_000,
  );

  const clean = DESIGN_DEMO_SCENARIOS.filter((scenario) => !scenario.failing);
  it.each(clean.map((s) => [s.name, s] as const))(
    '%s: every check passes (the CLI run in-process)',
    (_, scenario) => {
      const report = runCheckDesign(parseCheckDesignArgs(inFolder(scenario.args))) as Printed;
      expect(report.results.length).toBeGreaterThan(0);
      expect(failingChecks(report)).toEqual([]);
    },
    60_000,
  );

  it('refuses an unknown material with a usage message and exit code 2', async () => {
    await expect(
      run(process.execPath, [...TSX, join(folder, 'crown-clean.stl'), '--material', 'gold']),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unknown material gold') });
  }, 60_000);
});
