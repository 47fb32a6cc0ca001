import { DeviationJob } from '../../domain/mesh/deviation';
import type { DeviationRequest, DeviationResponse } from './deviationProtocol';

/** Measures one design against another off the main thread: a coarse complete map, then all. */
self.onmessage = ({ data }: MessageEvent<DeviationRequest>) => {
  const post = (message: DeviationResponse, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  try {
    const start = performance.now();
    const job = new DeviationJob(data.source, data.target);
    post({ type: 'ready', ids: job.ids, weights: job.weights, setupMs: performance.now() - start });
    const coarse = job.coarse(data.coarseStep);
    post({ type: 'coarse', distances: coarse, ms: performance.now() - start }, [coarse.buffer]);
    const full = job.full((done) => post({ type: 'progress', done, total: job.count }));
    post({ type: 'full', distances: full, ms: performance.now() - start }, [full.buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
