import { jawMesh } from '../src/domain/mesh/toothMesh';
import { measureDeviationBrowser } from './deviationBrowser';
import { deviationPair } from './deviationNode';

/** Two full-arch scans of about a million triangles each: a jaw and a copy moved by 62 µm. */
export function fullArchPair() {
  const source = jawMesh('lower', { segments: 100, rings: 5000 });
  const target = source.slice();
  for (let i = 0; i < target.length; i += 3) {
    target[i] += 0.03;
    target[i + 1] -= 0.02;
    target[i + 2] += 0.05;
  }
  return { source, target };
}

export interface DeviationScaleFigures {
  triangles: number;
  /** Call → full map in the Chromium worker, ms (median). */
  fullMs: number;
  coarseMs: number;
}

/** The portal's deviation in headless Chromium's workers on the 300k crown and the 1M arch. */
export async function measureDeviationScale(runs: number): Promise<DeviationScaleFigures[]> {
  const figures: DeviationScaleFigures[] = [];
  for (const { source, target } of [deviationPair(), fullArchPair()]) {
    const browser = await measureDeviationBrowser(source, target, runs);
    figures.push({
      triangles: source.length / 9,
      fullMs: browser.fullMs,
      coarseMs: browser.coarseMs,
    });
  }
  return figures;
}
