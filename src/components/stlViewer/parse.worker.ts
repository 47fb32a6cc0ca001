import { boundsOf, checkMesh } from '../../domain/mesh/meshCheck';
import { BinaryStlStream } from '../../domain/mesh/stl';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import type { TriangleMesh } from '../../domain/mesh/types';
import { DownloadError, fetchWithProgress } from './fetchMesh';
import { parseMeshFile } from './parseMesh';
import type { ParsedMesh, WorkerRequest, WorkerResponse } from './workerProtocol';

/** Downloads, parses and checks mesh files off the main thread; arrays travel as transferables. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};
const downloads = new Map<number, AbortController>();
/** What a check waiting for the page's first frame keeps: no positions when the page sends them. */
interface KeptForCheck {
  positions?: Float32Array;
  declaredTriangles?: number;
}
/** Meshes whose check waits until the page has drawn them (`checkNow`). */
const checksAfterDraw = new Map<number, KeptForCheck>();

scope.onmessage = ({ data: request }) => {
  if (request.type === 'abort') {
    checksAfterDraw.delete(request.id);
    return downloads.get(request.id)?.abort();
  }
  if (request.type === 'checkNow') {
    const kept = checksAfterDraw.get(request.id);
    checksAfterDraw.delete(request.id);
    const positions = request.positions ?? kept?.positions;
    return kept && positions && postCheck(request.id, { ...kept, positions });
  }
  if (request.type === 'load') return void load(request);
  try {
    const start = performance.now();
    const mesh = parseMeshFile(request.name, request.buffer);
    if (request.type === 'check') return postCheck(request.id, mesh);
    void postMesh(request.id, mesh, performance.now() - start, request).catch((error: unknown) =>
      postError(request.id, error),
    );
  } catch (error) {
    postError(request.id, error);
  }
};

async function load(request: Extract<WorkerRequest, { type: 'load' }>) {
  const abort = new AbortController();
  downloads.set(request.id, abort);
  let stream: BinaryStlStream | undefined;
  let lastPercent = -1;
  try {
    const buffer = await fetchWithProgress(
      request.url,
      (loaded, total) => {
        // One message per percent: a 50 MB file arrives in ~800 chunks.
        const percent = total ? Math.floor((loaded / total) * 100) : Math.floor(loaded / 1e6);
        if (percent === lastPercent) return;
        lastPercent = percent;
        scope.postMessage({ id: request.id, type: 'progress', loaded, total });
      },
      abort.signal,
      (bytes, loaded) => {
        stream ??= BinaryStlStream.open(bytes, loaded);
        stream?.advance(loaded);
      },
    );
    scope.postMessage({ id: request.id, type: 'downloaded', at: lastByteAt(request.url) });
    const start = performance.now();
    const mesh = stream ? stream.finish() : parseMeshFile(request.name, buffer);
    await postMesh(request.id, mesh, performance.now() - start, request);
  } catch (error) {
    if (!abort.signal.aborted) postError(request.id, error);
  } finally {
    downloads.delete(request.id);
  }
}

/**
 * When the network delivered the last byte (Resource Timing), not when this thread read it: the
 * parse done between chunks must not move the end of the download.
 */
function lastByteAt(url: string): number {
  const entries = performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
  const end = entries.at(-1)?.responseEnd;
  return performance.timeOrigin + (end && end > 0 ? end : performance.now());
}

async function postMesh(
  id: number,
  parsed: TriangleMesh,
  parseMs: number,
  { check, preview }: { check: boolean; preview?: number },
) {
  const fileTriangles = parsed.positions.length / 9;
  let { positions, colors } = parsed;
  let previewFigures: ParsedMesh['preview'];
  if (preview !== undefined && fileTriangles > preview) {
    const start = performance.now();
    // Loaded only for a preview: the simplifier's WebAssembly stays out of the usual path.
    const { decimate } = await import('../../domain/mesh/decimate');
    ({ positions, colors } = await decimate(parsed.positions, preview, 'sloppy', parsed.colors));
    previewFigures = { fileTriangles, decimateMs: performance.now() - start };
  }
  // The check reads the file's vertices once the page has drawn them: a preview leaves the
  // file's own array here; otherwise the page sends a copy back then (checkNow), so that no
  // copy is made between the last byte and the first frame. Colours are not checked.
  const { declaredTriangles } = parsed;
  const kept: KeptForCheck | undefined = check
    ? {
        positions: positions === parsed.positions ? undefined : parsed.positions,
        declaredTriangles,
      }
    : undefined;
  const mesh: ParsedMesh = {
    positions,
    ...(colors && { colors }),
    triangles: positions.length / 9,
    parseMs,
    ...boundsOf(positions),
    ...(previewFigures && { preview: previewFigures }),
  };
  const transfer = colors ? [positions.buffer, colors.buffer] : [positions.buffer];
  scope.postMessage({ id, type: 'parsed', mesh }, transfer);
  // Once the page has drawn it: on two cores the check would take the renderer's time, and the
  // downloaded file (200 MB for a 4M-triangle scan) can be collected meanwhile.
  if (kept) checksAfterDraw.set(id, kept);
}

function postCheck(id: number, { positions, declaredTriangles }: TriangleMesh) {
  const start = performance.now();
  const check = checkMesh(positions, { declaredTriangles });
  scope.postMessage({ id, type: 'checked', check, checkMs: performance.now() - start });
}

function postError(id: number, error: unknown) {
  if (error instanceof DownloadError) {
    return scope.postMessage({ id, type: 'error', key: error.key, status: error.status });
  }
  const key = error instanceof MeshError ? error.key : MESH_ERRORS.corrupt;
  scope.postMessage({ id, type: 'error', key });
}
