import { DeviationJob } from '../../domain/mesh/deviation';
import { buildTargetTree, treeBuffers } from '../../domain/mesh/targetTree';
import type { TargetTree } from '../../domain/mesh/targetTree';
import type { DeviationRequest, DeviationResponse, TreeMessage } from './deviationProtocol';

/** One of a comparison's two workers (see deviationProtocol.ts): it builds or it measures. */
self.onmessage = ({ data }: MessageEvent<DeviationRequest>) => {
  if (data.role === 'build') build(data.target, data.port);
  else void measure(data.source, data.coarseStep, data.port);
};

function build(target: Float32Array, port: MessagePort) {
  try {
    const start = performance.now();
    const tree = buildTargetTree(target);
    const message: TreeMessage = { type: 'tree', tree, ms: performance.now() - start };
    port.postMessage(message, treeBuffers(tree));
  } catch (error) {
    port.postMessage({ type: 'error', message: messageOf(error) } satisfies TreeMessage);
  }
  port.close();
  self.close();
}

/** Setup while the tree is built elsewhere; a coarse complete map, then every vertex. */
async function measure(source: Float32Array, coarseStep: number, port: MessagePort) {
  const post = (message: DeviationResponse, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  const tree = new Promise<TargetTree>((resolve, reject) => {
    port.onmessage = ({ data }: MessageEvent<TreeMessage>) =>
      data.type === 'tree' ? resolve(data.tree) : reject(new Error(data.message));
  });
  try {
    const start = performance.now();
    const job = new DeviationJob(source);
    const setupMs = performance.now() - start;
    // Handed over: the job needs neither once set up.
    post({ type: 'ready', ids: job.ids, weights: job.weights, setupMs }, [
      job.ids.buffer,
      job.weights.buffer,
    ]);
    job.measureTo(await tree);
    const coarse = job.coarse(coarseStep);
    post({ type: 'coarse', distances: coarse, ms: performance.now() - start }, [coarse.buffer]);
    const full = job.full((done) => post({ type: 'progress', done, total: job.count }));
    post({ type: 'full', distances: full, ms: performance.now() - start }, [full.buffer]);
  } catch (error) {
    post({ type: 'error', message: messageOf(error) });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
