import { writeBinaryStl } from '../src/domain/mesh/stl';
import { crownMesh } from '../src/domain/mesh/toothMesh';
import { openBrowser } from '../tests/e2e/support/browser';
import { storeFiles } from '../tests/e2e/support/caseStorage';
import { memoryPeak } from './processMemory';
import { median } from './stats';

/** A crown of `triangles` triangles (2·segments·rings, segments = 2·rings) as binary STL. */
export function crownStl(triangles: number): Buffer {
  const rings = Math.round(Math.sqrt(triangles / 4));
  return Buffer.from(writeBinaryStl(crownMesh({ segments: 2 * rings, rings }), 'bench crown'));
}

export interface ViewerScaleFigures {
  triangles: number;
  bytes: number;
  /** Download end → first frame drawn (GPU fence), ms; median and every run. */
  firstFrameMs: number;
  runs: number[];
  /** Peak resident memory of the page's renderer and GPU processes, bytes (largest run). */
  memoryBytes: number;
  /** Median time of each phase, ms, from the page's User Timing marks (absent ones are 0). */
  phases: { parse: number; check: number; upload: number; draw: number };
  /** Triangles drawn (fewer than in the file when the viewer drew a preview). */
  drawnTriangles?: number;
}

/**
 * Headless Chromium opens the portal's /stlView on a crown of `triangles` triangles kept in the
 * object storage: first frame after the download, peak memory, and the phases it went through.
 */
export async function measureViewerScale(
  portalUrl: string,
  file: Buffer,
  triangles: number,
  runs: number,
  query = '',
): Promise<ViewerScaleFigures> {
  // In the object storage: the portal fetches from our origins only (its CSP).
  const links = await storeFiles({ url: portalUrl }, { 'scan.stl': file });
  const browser = await openBrowser(portalUrl);
  const frames: number[] = [];
  const memories: number[] = [];
  const phases: Record<keyof ViewerScaleFigures['phases'], number[]> = {
    parse: [],
    check: [],
    upload: [],
    draw: [],
  };
  let drawnTriangles: number | undefined;
  try {
    for (let run = 0; run < runs; run += 1) {
      const viewer = await browser.newPage();
      const memory = memoryPeak();
      await viewer.goto(`/stlView?stlUrl=${encodeURIComponent(links['scan.stl'])}${query}`);
      const model = viewer.getByTestId('stl-model');
      await model.and(viewer.locator('[data-first-frame-ms]')).waitFor({ timeout: 120_000 });
      frames.push(Number(await model.getAttribute('data-first-frame-ms')));
      // The check comes after the first frame: wait for it (or give up after a minute).
      await viewer
        .locator('[data-testid="mesh-check"]')
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
      const drawn = await model.getAttribute('data-drawn-triangles');
      drawnTriangles = drawn ? Number(drawn) : undefined;
      memories.push(memory.stop());
      const marks = await viewer.evaluate(markTimes);
      const span = (from: string, to: string) =>
        marks[from] !== undefined && marks[to] !== undefined ? marks[to] - marks[from] : 0;
      phases.parse.push(span('received', 'parsed'));
      phases.check.push(span('check-start', 'checked'));
      phases.upload.push(span('parsed', 'uploaded'));
      phases.draw.push(
        marks.uploaded !== undefined ? span('uploaded', 'drawn') : span('parsed', 'drawn'),
      );
      await viewer.context().close();
    }
  } finally {
    await browser.close();
  }
  return {
    triangles,
    bytes: file.length,
    firstFrameMs: median(frames),
    runs: frames,
    memoryBytes: Math.max(...memories),
    phases: {
      parse: median(phases.parse),
      check: median(phases.check),
      upload: median(phases.upload),
      draw: median(phases.draw),
    },
    drawnTriangles,
  };
}

/** The viewer's marks (stl-<phase>:<file>) by phase, ms since the page started. */
function markTimes(): Record<string, number> {
  // No inner named functions: tsx would wrap them in a helper the page does not have.
  const times: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('mark')) {
    const match = /^stl-([a-z-]+):/.exec(entry.name);
    if (match) times[match[1]] = entry.startTime;
  }
  return times;
}
