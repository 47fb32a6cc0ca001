import { CHECK_PARTS } from '../../../src/domain/mesh/designChecks';
import type { CheckPart } from '../../../src/domain/mesh/designChecks';
import type {
  DesignCheckRequest,
  DesignCheckResponse,
  DesignMaps,
  UnsentJob,
} from './designCheckProtocol';

/** How long a page's workers outlive its last hold: a quick back-and-forth finds them ready. */
const IDLE_MS = 20_000;

/** The parts each worker of a request makes: walls and surroundings apart when there are scans. */
export function workerParts(request: Pick<DesignCheckRequest, 'files'>): CheckPart[][] {
  const scans = Object.keys(request.files).some((role) => role !== 'design');
  return scans ? CHECK_PARTS.map((part) => [part]) : [[...CHECK_PARTS]];
}

/** The workers of one set of case scans, started (and prepared) before their design. */
interface Crew {
  request: DesignCheckRequest;
  workers: Worker[];
  ready: Promise<void>;
  holds: number;
  busy: boolean;
  idle?: ReturnType<typeof setTimeout>;
}

const crews = new Map<string, Crew>();
let nextId = 0;

/**
 * Starts the workers that will check designs against these case scans (a page opening, before
 * any design): they read the scans, build their trees and compile the checks meanwhile. The page
 * holds them until `release`; measureDesign uses them when free. `ready` settles when prepared.
 */
export function holdDesignChecks(request: DesignCheckRequest): {
  ready: Promise<void>;
  release: () => void;
} {
  const key = scansKey(request);
  const crew = crews.get(key) ?? startCrew(key, request);
  clearTimeout(crew.idle);
  crew.holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    crew.holds -= 1;
    if (crew.holds === 0) crew.idle = setTimeout(() => retire(key, crew), IDLE_MS);
  };
  return { ready: crew.ready, release };
}

/**
 * The workers a request runs in: its scans' prepared crew when free (taken until `done`), or
 * fresh ones, closed after. `done(false)` (stopped or failed) replaces the crew's workers.
 */
export function workersFor(request: DesignCheckRequest): {
  workers: Worker[];
  done: (healthy: boolean) => void;
} {
  const key = scansKey(request);
  const crew = crews.get(key);
  if (crew && !crew.busy) {
    crew.busy = true;
    return {
      workers: crew.workers,
      done: (healthy) => {
        crew.busy = false;
        // Retired while at work (its idle time ran out): closed now that the job is over.
        if (crews.get(key) !== crew) retire(key, crew);
        // Stopped halfway, its workers may still be measuring: fresh ones for the page.
        else if (!healthy) launch(crew);
      },
    };
  }
  const workers = workerParts(request).map(() => newWorker());
  return { workers, done: () => workers.forEach((worker) => worker.terminate()) };
}

/** Closes every prepared worker now (a bench between runs). */
export function closeDesignChecks() {
  for (const [key, crew] of crews) retire(key, crew);
}

/** Posts a job to a worker and waits for its answer (matched by id), or the abort. */
export function ask<T extends DesignCheckResponse>(
  worker: Worker,
  job: UnsentJob,
  transfer: Transferable[],
  signal?: AbortSignal,
  onMap?: (maps: DesignMaps) => void,
): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      signal?.removeEventListener('abort', stop);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const stop = () => {
      settle();
      reject(abortError());
    };
    const onMessage = ({ data }: MessageEvent<DesignCheckResponse>) => {
      if (data.id !== id) return;
      if (data.type === 'map') return onMap?.(data.maps);
      settle();
      if (data.type === 'error') reject(new Error(data.message));
      else resolve(data as T);
    };
    const onError = (event: ErrorEvent) => {
      settle();
      reject(new Error(event.message));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage({ ...job, id }, transfer);
  });
}

function startCrew(key: string, request: DesignCheckRequest): Crew {
  const crew: Crew = { request, workers: [], ready: Promise.resolve(), holds: 0, busy: false };
  launch(crew);
  crews.set(key, crew);
  return crew;
}

/** New workers for the crew (its first, or instead of ones stopped halfway), preparing. */
function launch(crew: Crew) {
  crew.workers.forEach((worker) => worker.terminate());
  const { files, spec } = crew.request;
  const parts = workerParts(crew.request);
  crew.workers = parts.map(() => newWorker());
  const prepared = crew.workers.map((worker, i) =>
    ask(worker, { type: 'prepare', parts: parts[i], files, spec }, []),
  );
  // A scan that cannot be read now is read again (and its error shown) by the check itself.
  crew.ready = Promise.all(prepared).then(
    () => undefined,
    () => undefined,
  );
}

function retire(key: string, crew: Crew) {
  clearTimeout(crew.idle);
  if (crews.get(key) === crew) crews.delete(key);
  // A crew at work is closed when its job ends (workersFor's done).
  if (crew.busy) return;
  crew.workers.forEach((worker) => worker.terminate());
}

/** How a stopped check rejects: an AbortError, as fetch's. */
export const abortError = () => Object.assign(new Error('Aborted'), { name: 'AbortError' });

function newWorker() {
  return new Worker(new URL('./designCheck.worker.ts', import.meta.url), { type: 'module' });
}

/** The crew a request belongs to: its case scans' links (the design and spec vary per job). */
function scansKey({ files }: Pick<DesignCheckRequest, 'files'>): string {
  const scans = Object.entries(files)
    .filter(([role]) => role !== 'design')
    .map(([role, file]) => `${role}=${file.url}`)
    .sort();
  return scans.join('\n');
}
