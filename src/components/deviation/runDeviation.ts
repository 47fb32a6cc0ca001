import type { DeviationResponse } from './deviationProtocol';

export interface DeviationHandlers {
  onReady(ids: Uint32Array, weights: Float64Array): void;
  /** A complete map: coarse first, then the full-precision one. */
  onDistances(distances: Float32Array, final: boolean): void;
  onProgress(done: number, total: number): void;
  onError(message: string): void;
}

/** Starts a worker for one comparison; the returned function stops it. */
export function runDeviation(
  source: Float32Array,
  target: Float32Array,
  handlers: DeviationHandlers,
): () => void {
  const worker = new Worker(new URL('./deviation.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<DeviationResponse>) => {
    if (data.type === 'ready') handlers.onReady(data.ids, data.weights);
    if (data.type === 'coarse') handlers.onDistances(data.distances, false);
    if (data.type === 'progress') handlers.onProgress(data.done, data.total);
    if (data.type === 'full') {
      handlers.onDistances(data.distances, true);
      worker.terminate();
    }
    if (data.type === 'error') {
      handlers.onError(data.message);
      worker.terminate();
    }
  };
  worker.onerror = (event) => handlers.onError(event.message);
  // Copies: the viewer keeps drawing its own arrays.
  const request = { source: source.slice(), target: target.slice(), coarseStep: 16 };
  worker.postMessage(request, [request.source.buffer, request.target.buffer]);
  return () => worker.terminate();
}
