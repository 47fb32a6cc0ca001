import { boundsOf, checkMesh } from '../../domain/mesh/meshCheck';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import { parseMeshFile } from './parseMesh';
import type { ParsedMesh, WorkerRequest, WorkerResponse } from './workerProtocol';

/** Parses (and checks) mesh files off the main thread; buffers travel as transferables. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data: request }) => {
  try {
    const start = performance.now();
    const { positions } = parseMeshFile(request.name, request.buffer);
    const parseMs = performance.now() - start;
    if (request.type === 'check') return postCheck(request.id, positions);
    // The check needs the vertices after they are handed to the page: keep a copy.
    const copy = request.check ? positions.slice() : undefined;
    const mesh: ParsedMesh = {
      positions,
      triangles: positions.length / 9,
      parseMs,
      ...boundsOf(positions),
    };
    scope.postMessage({ id: request.id, type: 'parsed', mesh }, [positions.buffer]);
    if (copy) postCheck(request.id, copy);
  } catch (error) {
    const key = error instanceof MeshError ? error.key : MESH_ERRORS.corrupt;
    scope.postMessage({ id: request.id, type: 'error', key });
  }
};

function postCheck(id: number, positions: Float32Array) {
  const start = performance.now();
  const check = checkMesh(positions);
  scope.postMessage({ id, type: 'checked', check, checkMs: performance.now() - start });
}
