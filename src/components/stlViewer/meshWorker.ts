import type { MeshCheck } from '../../domain/mesh/meshCheck';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import { DownloadError } from './fetchMesh';
import type { ParsedMesh, WorkerRequest, WorkerResponse } from './workerProtocol';

interface Handlers {
  onProgress?: (loaded: number, total: number | undefined) => void;
  /** When the last byte arrived, in this page's performance.now() time. */
  onDownloaded?: (at: number) => void;
  onParsed?: (mesh: ParsedMesh) => void;
  /** `checkMs`: the check's time in the worker. */
  onChecked?: (check: MeshCheck, checkMs: number) => void;
  onError: (error: MeshError | DownloadError) => void;
}

let worker: Worker | undefined;
/** The request of each mesh parsed with a check, until the page says it is drawn. */
const checkAfterDraw = new WeakMap<Float32Array, number>();

/**
 * Runs the geometry check of a mesh parsed with `onChecked`, once the page has drawn it (the
 * worker holds it back: it would compete with the first frame for the CPU). Unless the page got
 * a preview (the worker kept the file's own array), the worker checks a copy made here, now:
 * copying 48 MB of a 4M-triangle scan before the first frame would delay it.
 */
export function checkNow(mesh: ParsedMesh): void {
  const id = checkAfterDraw.get(mesh.positions);
  if (id === undefined) return;
  checkAfterDraw.delete(mesh.positions);
  const positions = mesh.preview ? undefined : mesh.positions.slice();
  const request: WorkerRequest = { id, type: 'checkNow', ...(positions && { positions }) };
  meshWorker().postMessage(request, positions ? [positions.buffer] : []);
}
let nextId = 1;
const pending = new Map<number, Handlers>();

/** The one parsing worker of the page, started on first use (call early to hide its start-up). */
export function meshWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    const request = pending.get(data.id);
    if (!request) return;
    if (data.type === 'progress') request.onProgress?.(data.loaded, data.total);
    if (data.type === 'downloaded') request.onDownloaded?.(data.at - performance.timeOrigin);
    if (data.type === 'parsed') {
      if (request.onChecked) checkAfterDraw.set(data.mesh.positions, data.id);
      request.onParsed?.(data.mesh);
    }
    if (data.type === 'checked') request.onChecked?.(data.check, data.checkMs);
    if (data.type === 'error') {
      request.onError(
        data.status !== undefined || data.key.startsWith('app.viewer.error.network')
          ? new DownloadError(data.key, data.status)
          : new MeshError(data.key),
      );
    }
    const finished =
      data.type === 'error' ||
      data.type === 'checked' ||
      (data.type === 'parsed' && !request.onChecked);
    if (finished) pending.delete(data.id);
  };
  worker.onerror = () => {
    for (const request of pending.values()) request.onError(new MeshError(MESH_ERRORS.corrupt));
    pending.clear();
  };
  return worker;
}

function send(request: WorkerRequest, handlers: Handlers): void {
  pending.set(request.id, handlers);
  const transfer = 'buffer' in request ? [request.buffer] : [];
  meshWorker().postMessage(request, transfer);
}

/**
 * Parses a file's bytes in the worker (the buffer is transferred: do not use it afterwards).
 * `onChecked`, when given, receives the geometry check after `checkNow(mesh)`.
 */
export function parseInWorker(
  name: string,
  buffer: ArrayBuffer,
  onChecked?: (check: MeshCheck, checkMs: number) => void,
  preview?: number,
): Promise<ParsedMesh> {
  return new Promise((resolve, reject) => {
    send(
      { id: nextId++, type: 'parse', name, buffer, check: Boolean(onChecked), preview },
      { onParsed: resolve, onChecked, onError: reject },
    );
  });
}

/**
 * Downloads a file in the worker (progress reported per percent) and parses it there, a binary
 * STL while its bytes arrive. Rejects with a DownloadError or a MeshError (translation keys).
 */
export function loadInWorker(
  url: string,
  name: string,
  handlers: Omit<Handlers, 'onParsed' | 'onError'>,
  signal: AbortSignal,
  preview?: number,
): Promise<ParsedMesh> {
  const id = nextId++;
  signal.addEventListener('abort', () => {
    pending.delete(id);
    meshWorker().postMessage({ id, type: 'abort' } satisfies WorkerRequest);
  });
  return new Promise((resolve, reject) => {
    send(
      // Resolved here: in the worker a relative URL would resolve against the worker's script.
      {
        id,
        type: 'load',
        name,
        url: new URL(url, location.href).href,
        check: Boolean(handlers.onChecked),
        preview,
      },
      { ...handlers, onParsed: resolve, onError: reject },
    );
  });
}

/**
 * The geometry check of a local file (STL, PLY or OBJ), computed in the worker: triangles,
 * degenerate, open and non-manifold edges, watertight, size in mm, verdict and reasons
 * (translation keys). Rejects with a MeshError (its `key` a translation key) when unreadable.
 */
export function checkMeshFile(file: File): Promise<MeshCheck> {
  const known = checks.get(file);
  if (known) return known;
  const check = readAndCheck(file);
  checks.set(file, check);
  // A failure is not kept: the next look at the file tries again.
  check.catch(() => {
    if (checks.get(file) === check) checks.delete(file);
  });
  return check;
}

/** One check per chosen file, however many rows show it (upload row, then registered row). */
const checks = new WeakMap<File, Promise<MeshCheck>>();

async function readAndCheck(file: File): Promise<MeshCheck> {
  const buffer = await file.arrayBuffer();
  return new Promise((resolve, reject) => {
    send(
      { id: nextId++, type: 'check', name: file.name, buffer },
      { onChecked: resolve, onError: reject },
    );
  });
}
