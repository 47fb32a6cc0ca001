import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { crown } from '../files/designDemoMeshes';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'design-large-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run check-design on a design of scan size', () => {
  it('measures a 300,000-triangle crown to the end, in a plain Node process', async () => {
    // Its 155,000 vertices once overflowed Node's call stack (Math.min over a spread); a test
    // worker's larger stack hid it, so the CLI runs in a process of its own.
    const positions = crown('clean', 3.2);
    expect(positions.length / 9).toBeGreaterThan(300_000);
    const file = join(folder, 'crown-300k.stl');
    writeFileSync(file, Buffer.from(writeBinaryStl(positions)));
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      'fake-api/cli/checkDesign.ts',
      file,
      '--material',
      'zirconia-3y',
    ]);
    const report = JSON.parse(stdout) as { results: { check: string; verdict: string }[] };
    expect(report.results.map((result) => [result.check, result.verdict])).toEqual([
      ['thickness.occlusal', 'pass'],
      ['thickness.axial', 'pass'],
    ]);
  }, 60_000);
});
