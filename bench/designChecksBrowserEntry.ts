import { closeDesignChecks, holdDesignChecks } from '../resources/orders/designCheck/checkWorkers';
import type {
  DesignCheckRequest,
  DesignMaps,
} from '../resources/orders/designCheck/designCheckProtocol';
import { measureDesign } from '../resources/orders/designCheck/measureDesign';

/**
 * How the check starts: `cold` (nothing prepared, every file downloaded: a detail page opened on
 * a design) or `upload` (the upload page: its workers read the case scans and compiled while it
 * was open, the design is the file the designer just picked, read from their disk).
 */
export type BenchStart = 'cold' | 'upload';

/** Each run's times: the first look at every map the request measures, and the report. */
export interface BenchTimes {
  firstLookMs: number;
  reportMs: number;
}

/**
 * Bundled by bench/designChecks.ts into a page: the portal's own design-check workers (read,
 * SHA-256, parse, check), timed from the request, fresh workers each run.
 */
async function bench(
  request: DesignCheckRequest,
  runs: number,
  start: BenchStart,
): Promise<BenchTimes[]> {
  const times: BenchTimes[] = [];
  const picked = document.querySelector<HTMLInputElement>('input[type=file]')?.files?.[0];
  const design = request.files.design;
  if (start === 'upload' && (!picked || !design)) throw new Error('bench: no design file picked');
  const wanted: (keyof DesignMaps)[] = request.files.antagonist
    ? ['thickness', 'clearance']
    : ['thickness'];
  // One more run than counted: the first pays for the browser's own warm-up.
  for (let run = 0; run <= runs; run += 1) {
    let measured = request;
    if (start === 'upload' && design && picked) {
      const scans = { ...request.files };
      delete scans.design;
      await holdDesignChecks({ ...request, files: scans }).ready;
      measured = { ...request, files: { ...request.files, design: { ...design, blob: picked } } };
    }
    const begin = performance.now();
    let firstLookMs = Infinity;
    const report = await measureDesign(measured, undefined, (maps) => {
      if (firstLookMs === Infinity && wanted.every((map) => maps[map])) {
        firstLookMs = performance.now() - begin;
      }
    });
    const reportMs = performance.now() - begin;
    if (!wanted.every((map) => report.maps[map])) throw new Error('bench: a map is missing');
    if (run > 0) times.push({ firstLookMs: Math.min(firstLookMs, reportMs), reportMs });
    closeDesignChecks();
  }
  return times;
}

(window as unknown as { bench: typeof bench }).bench = bench;
