/// <reference lib="webworker" />
import { hashBytes } from '../src/components/upload/hashFile';
import { parseStl } from '../src/domain/mesh/stl';
import { timeCheckSteps } from './designCheckSteps';

/**
 * bench/designChecks.ts' profile in a Chromium worker: the fetch and the hash, the antagonist's
 * parse, then the phases Node times (designCheckSteps.ts), in a fresh worker (cold, as the
 * upload page's first check).
 */
self.onmessage = async ({ data }: MessageEvent<{ design: string; arch: string }>) => {
  const phases: [string, number][] = [];
  const time = <T>(name: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    phases.push([name, performance.now() - start]);
    return result;
  };
  const timeAsync = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    phases.push([name, performance.now() - start]);
    return result;
  };
  const bytesOf = (url: string) => fetch(url).then((response) => response.arrayBuffer());
  const design = await timeAsync('fetch the design', () => bytesOf(data.design));
  const arch = await timeAsync('fetch the antagonist', () => bytesOf(data.arch));
  await timeAsync('SHA-256 of both (native, no Blob)', () =>
    Promise.all([hashBytes(design), hashBytes(arch)]),
  );
  const archMesh = time('parse the antagonist', () => parseStl(arch));
  timeCheckSteps(design, archMesh.positions, time);
  self.postMessage(phases);
};
