import { writeBinaryStl } from '../src/domain/mesh/stl';
import { timeCheckSteps } from './designCheckSteps';
import { median } from './stats';

const RUNS = 3;

/**
 * Where a check's time goes, in Node (median of 3, each phase on fresh inputs): the phases of
 * designCheckSteps.ts.
 */
export function reportPhases(design: Float32Array, arch: Float32Array) {
  const bytes = writeBinaryStl(design);
  const phases: Record<string, number[]> = {};
  const time = <T>(name: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    (phases[name] ??= []).push(performance.now() - start);
    return result;
  };
  for (let run = 0; run < RUNS; run += 1) timeCheckSteps(bytes, arch.slice(), time);
  console.log(`  where the time goes, Node (median of ${RUNS}):`);
  for (const [name, times] of Object.entries(phases)) {
    console.log(`    ${name.padEnd(38)} ${median(times).toFixed(0)} ms`);
  }
}
