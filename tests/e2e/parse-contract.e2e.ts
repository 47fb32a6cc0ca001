import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractRows } from '../../src/components/stlViewer/parseContract';
import type { ContractOutcome } from '../../src/components/stlViewer/parseContract';
import { portalForFile } from './support/harness';

const portal = portalForFile();

interface Sent {
  name: string;
  bytes: number[];
}

/**
 * The parser contract's table (src/components/stlViewer/parseContract.ts, run in Node by its unit
 * test) through the viewer's own built worker in Chromium, as the portal serves it.
 */
describe('one parser contract in Chromium’s worker', () => {
  it('reads every row of the table as in Node', async () => {
    const chunk = readdirSync(join('dist', 'assets')).find((name) =>
      /^parse\.worker-.*\.js$/.test(name),
    );
    expect(chunk).toBeDefined();
    const page = await portal.page();
    await page.goto('/login');
    const rows = contractRows();
    const sent: Sent[] = rows.map((row) => ({ name: row.name, bytes: [...row.bytes] }));
    const outcomes = await page.evaluate(
      async ({ url, files }) => {
        const worker = new Worker(url, { type: 'module' });
        const results: ContractOutcome[] = [];
        for (const [index, file] of files.entries()) {
          const buffer = new Uint8Array(file.bytes).buffer;
          const answer = await new Promise<ContractOutcome>((resolve) => {
            worker.onmessage = ({ data }) => {
              if (data.id !== index + 1) return;
              if (data.type === 'error') resolve({ error: data.key });
              if (data.type === 'checked') {
                const { triangles, declaredTriangles } = data.check;
                resolve(
                  declaredTriangles === undefined
                    ? { triangles }
                    : { triangles, declaredTriangles },
                );
              }
            };
            worker.postMessage({ id: index + 1, type: 'check', name: file.name, buffer }, [buffer]);
          });
          results.push(answer);
        }
        worker.terminate();
        return results;
      },
      { url: `/assets/${chunk}`, files: sent },
    );
    expect(rows.map((row, i) => [row.case, outcomes[i]])).toEqual(
      rows.map((row) => [row.case, row.expected]),
    );
    await page.context().close();
  });
});
