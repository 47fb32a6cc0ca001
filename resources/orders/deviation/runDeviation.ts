import type { DeviationRequest, DeviationResponse } from './deviationProtocol';

export interface DeviationHandlers {
  onReady(ids: Uint32Array, weights: Float64Array): void;
  /** A complete map: coarse first, then the full-precision one. */
  onDistances(distances: Float32Array, final: boolean): void;
  onProgress(done: number, total: number): void;
  onError(message: string): void;
}

/**
 * Starts the two workers of one comparison (one builds the target's tree while the other sets
 * the source up); the returned function stops them. `source` and `target` are handed over
 * (transferred, so detached here): pass copies to keep them.
 */
export function runDeviation(
  source: Float32Array,
  target: Float32Array,
  handlers: DeviationHandlers,
  coarseStep = 16,
): () => void {
  const builder = startWorker();
  const measurer = startWorker();
  const stop = () => {
    builder.terminate();
    measurer.terminate();
  };
  measurer.onmessage = ({ data }: MessageEvent<DeviationResponse>) => {
    if (data.type === 'ready') handlers.onReady(data.ids, data.weights);
    if (data.type === 'coarse') handlers.onDistances(data.distances, false);
    if (data.type === 'progress') handlers.onProgress(data.done, data.total);
    if (data.type === 'full') {
      handlers.onDistances(data.distances, true);
      stop();
    }
    if (data.type === 'error') {
      handlers.onError(data.message);
      stop();
    }
  };
  const fail = (event: ErrorEvent) => {
    handlers.onError(event.message);
    stop();
  };
  measurer.onerror = fail;
  builder.onerror = fail;
  const { port1, port2 } = new MessageChannel();
  const build: DeviationRequest = { role: 'build', target, port: port1 };
  builder.postMessage(build, [target.buffer, port1]);
  const measure: DeviationRequest = { role: 'measure', source, coarseStep, port: port2 };
  measurer.postMessage(measure, [source.buffer, port2]);
  return stop;
}

function startWorker(): Worker {
  return new Worker(new URL('./deviation.worker.ts', import.meta.url), { type: 'module' });
}
