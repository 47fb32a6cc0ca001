import type { MeshCheck } from '../../domain/mesh/meshCheck';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import type { ParsedMesh, WorkerRequest, WorkerResponse } from './workerProtocol';

interface Pending {
  onParsed?: (mesh: ParsedMesh) => void;
  onChecked?: (check: MeshCheck) => void;
  onError: (error: MeshError) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The one parsing worker of the page, started on first use (call early to hide its start-up). */
export function meshWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    const request = pending.get(data.id);
    if (!request) return;
    if (data.type === 'parsed') request.onParsed?.(data.mesh);
    if (data.type === 'checked') request.onChecked?.(data.check);
    const done = data.type === 'error' || data.type === 'checked' || !request.onChecked;
    if (data.type === 'error') request.onError(new MeshError(data.key));
    if (done) pending.delete(data.id);
  };
  worker.onerror = () => {
    for (const request of pending.values()) request.onError(new MeshError(MESH_ERRORS.corrupt));
    pending.clear();
  };
  return worker;
}

function send(request: WorkerRequest, handlers: Pending): void {
  pending.set(request.id, handlers);
  meshWorker().postMessage(request, [request.buffer]);
}

/**
 * Parses a file's bytes in the worker (the buffer is transferred: do not use it afterwards).
 * `onChecked`, when given, receives the geometry check once it is done, after the mesh.
 */
export function parseInWorker(
  name: string,
  buffer: ArrayBuffer,
  onChecked?: (check: MeshCheck) => void,
): Promise<ParsedMesh> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    send(
      { id, type: 'parse', name, buffer, check: Boolean(onChecked) },
      {
        onParsed: resolve,
        onChecked,
        onError: reject,
      },
    );
  });
}

/**
 * The geometry check of a local file (STL, PLY or OBJ), computed in the worker: triangles,
 * degenerate, open and non-manifold edges, watertight, size in mm, verdict and reasons
 * (translation keys). Rejects with a MeshError (its `key` a translation key) when unreadable.
 */
export async function checkMeshFile(file: File): Promise<MeshCheck> {
  const buffer = await file.arrayBuffer();
  return new Promise((resolve, reject) => {
    send(
      { id: nextId++, type: 'check', name: file.name, buffer },
      {
        onChecked: resolve,
        onError: reject,
      },
    );
  });
}
