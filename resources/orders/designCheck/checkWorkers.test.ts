import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PARAMETERS } from '../../../src/domain/designParameters';
import { MATERIAL_PROFILES } from '../../../src/domain/materialProfiles';
import { closeDesignChecks, holdDesignChecks } from './checkWorkers';
import type { DesignCheckRequest, DesignCheckResponse, WorkerJob } from './designCheckProtocol';
import { measureDesign } from './measureDesign';

/**
 * A worker that answers as designCheck.worker.ts does (the real one runs in the browser:
 * design-checks.e2e.ts, bench:design-checks); `hold` keeps a measure job unanswered.
 */
class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  static hold = false;
  jobs: WorkerJob[] = [];
  terminated = false;
  private held: WorkerJob[] = [];

  constructor() {
    super();
    FakeWorker.all.push(this);
  }

  postMessage(job: WorkerJob) {
    this.jobs.push(job);
    if (job.type === 'measure' && FakeWorker.hold) this.held.push(job);
    else queueMicrotask(() => this.answer(job));
  }

  answerHeld() {
    this.held.splice(0).forEach((job) => this.answer(job));
  }

  terminate() {
    this.terminated = true;
  }

  private answer(job: WorkerJob) {
    if (this.terminated) return;
    const data: DesignCheckResponse =
      job.type === 'prepare'
        ? { type: 'prepared', id: job.id }
        : { type: 'done', id: job.id, report: { results: [], skipped: [] }, maps: {} };
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const spec = { profile: MATERIAL_PROFILES['zirconia-3y'], parameters: DEFAULT_PARAMETERS };
const antagonist = { url: 'https://portal.test/oss/case/upper.stl', name: 'upper.stl' };
const scans: DesignCheckRequest = { spec, files: { antagonist } };
const withDesign = (name: string): DesignCheckRequest => ({
  spec,
  files: { antagonist, design: { url: `https://portal.test/oss/upload/${name}`, name } },
});
const live = () => FakeWorker.all.filter((worker) => !worker.terminated);
const kinds = (worker: FakeWorker) => worker.jobs.map((job) => job.type);

beforeEach(() => {
  FakeWorker.all = [];
  FakeWorker.hold = false;
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  closeDesignChecks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the design checks’ workers, ready before the design (checkWorkers.ts)', () => {
  it('prepares two workers on the scans as the page opens, and checks each design in them', async () => {
    const { ready, release } = holdDesignChecks(scans);
    await ready;
    expect(FakeWorker.all).toHaveLength(2);
    const prepares = FakeWorker.all.map((worker) => worker.jobs[0]);
    expect(prepares.map((job) => job.type === 'prepare' && job.parts)).toEqual([
      ['walls'],
      ['surroundings'],
    ]);
    expect(prepares.every((job) => job.files.design === undefined)).toBe(true);

    await measureDesign(withDesign('a.stl'));
    await measureDesign(withDesign('b.stl'));
    // No worker started for the designs: the prepared two measured both, and stay.
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map(kinds)).toEqual([
      ['prepare', 'measure', 'measure'],
      ['prepare', 'measure', 'measure'],
    ]);
    expect(live()).toHaveLength(2);
    release();
  });

  it('measures a second design at once in fresh workers, closed after', async () => {
    holdDesignChecks(scans);
    FakeWorker.hold = true;
    const first = measureDesign(withDesign('a.stl'));
    FakeWorker.hold = false;
    await measureDesign(withDesign('b.stl'));
    expect(FakeWorker.all).toHaveLength(4);
    expect(FakeWorker.all.slice(2).every((worker) => worker.terminated)).toBe(true);
    FakeWorker.all.slice(0, 2).forEach((worker) => worker.answerHeld());
    await first;
    expect(live()).toEqual(FakeWorker.all.slice(0, 2));
  });

  it('replaces the workers of a check stopped halfway, prepared again for the page', async () => {
    holdDesignChecks(scans);
    FakeWorker.hold = true;
    const stop = new AbortController();
    const check = measureDesign(withDesign('a.stl'), stop.signal);
    stop.abort();
    await expect(check).rejects.toMatchObject({ name: 'AbortError' });
    const [walls, surroundings, ...fresh] = FakeWorker.all;
    expect(walls.terminated && surroundings.terminated).toBe(true);
    expect(fresh).toHaveLength(2);
    expect(fresh.map((worker) => kinds(worker))).toEqual([['prepare'], ['prepare']]);
  });

  it('closes the workers 20 s after the page lets them go, not before', async () => {
    vi.useFakeTimers();
    const { release } = holdDesignChecks(scans);
    release();
    vi.advanceTimersByTime(19_000);
    expect(live()).toHaveLength(2);
    // Back within the time: the same workers, held again.
    const again = holdDesignChecks(scans);
    vi.advanceTimersByTime(5_000);
    expect(FakeWorker.all).toHaveLength(2);
    expect(live()).toHaveLength(2);
    again.release();
    vi.advanceTimersByTime(20_000);
    expect(live()).toHaveLength(0);
  });
});
