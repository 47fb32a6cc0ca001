import { BvhClosest } from '../../../src/domain/mesh/bvhClosest';
import { DeviationJob, measureAlong } from '../../../src/domain/mesh/deviation';
import { buildTargetTree } from '../../../src/domain/mesh/targetTree';
import type { TargetTree } from '../../../src/domain/mesh/targetTree';
import type {
  DeviationRequest,
  DeviationResponse,
  ShareMessage,
  TreeMessage,
} from './deviationProtocol';

/** The measurer's part of the full pass: with its coarse map first, both workers end together. */
const MEASURER_SHARE = 0.45;

/** One of a comparison's two workers (see deviationProtocol.ts): it builds or it measures. */
self.onmessage = ({ data }: MessageEvent<DeviationRequest>) => {
  if (data.role === 'build') build(data.target, data.port);
  else void measure(data.source, data.coarseStep, data.port);
};

function build(target: Float32Array, port: MessagePort) {
  const finish = () => {
    port.close();
    self.close();
  };
  let tree: TargetTree;
  try {
    const start = performance.now();
    tree = buildTargetTree(target);
    // Copied, not transferred: this worker measures its share of the full pass with it too.
    port.postMessage({ type: 'tree', tree, ms: performance.now() - start } satisfies TreeMessage);
  } catch (error) {
    port.postMessage({ type: 'error', message: messageOf(error) } satisfies TreeMessage);
    return finish();
  }
  port.onmessage = ({ data }: MessageEvent<ShareMessage>) => {
    try {
      const closest = new BvhClosest(tree.root, tree.index, tree.positions);
      const { vertices, order, from } = data;
      const distances = measureAlong(closest, tree, vertices, order, 1, from, order.length);
      const message: TreeMessage = { type: 'shared', from, distances };
      port.postMessage(message, [distances.buffer]);
    } catch (error) {
      port.postMessage({ type: 'error', message: messageOf(error) } satisfies TreeMessage);
    }
    finish();
  };
}

/** Setup while the tree is built elsewhere; a coarse complete map, then every vertex. */
async function measure(source: Float32Array, coarseStep: number, port: MessagePort) {
  const post = (message: DeviationResponse, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  const { tree, helped } = builderMessages(port);
  try {
    const start = performance.now();
    const job = new DeviationJob(source);
    const setupMs = performance.now() - start;
    // Handed over: the job needs neither once set up.
    post({ type: 'ready', ids: job.ids, weights: job.weights, setupMs }, [
      job.ids.buffer,
      job.weights.buffer,
    ]);
    // The builder measures order[split…] once its tree is done (copies: this worker keeps both);
    // this one first makes the coarse map, about a tenth of a full pass: it takes the smaller part.
    const split = Math.floor(job.count * MEASURER_SHARE);
    const share: ShareMessage = {
      type: 'share',
      vertices: job.vertices.slice(),
      order: job.order.slice(),
      from: split,
    };
    port.postMessage(share, [share.vertices.buffer, share.order.buffer]);
    job.measureTo(await tree);
    const coarse = job.coarse(coarseStep);
    post({ type: 'coarse', distances: coarse, ms: performance.now() - start }, [coarse.buffer]);
    // Both parts end together: this one's progress stands for the whole.
    const full = job.full(
      (done) =>
        post({
          type: 'progress',
          done: Math.min(job.count, Math.round(done / MEASURER_SHARE)),
          total: job.count,
        }),
      undefined,
      split,
    );
    const other = await helped;
    job.merge(full, other.from, other.distances);
    post({ type: 'full', distances: full, ms: performance.now() - start }, [full.buffer]);
  } catch (error) {
    post({ type: 'error', message: messageOf(error) });
  }
}

type Shared = Extract<TreeMessage, { type: 'shared' }>;

/** The builder's two answers: its tree, then its share of the full pass (or why it failed). */
function builderMessages(port: MessagePort) {
  const settle: {
    tree?: (tree: TargetTree) => void;
    shared?: (message: Shared) => void;
    fail: ((error: Error) => void)[];
  } = { fail: [] };
  const tree = new Promise<TargetTree>((resolve, reject) => {
    settle.tree = resolve;
    settle.fail.push(reject);
  });
  const helped = new Promise<Shared>((resolve, reject) => {
    settle.shared = resolve;
    settle.fail.push(reject);
  });
  // Whoever waits on the other one hears of a failure there: no unhandled rejection here.
  helped.catch(() => undefined);
  port.onmessage = ({ data }: MessageEvent<TreeMessage>) => {
    if (data.type === 'tree') settle.tree?.(data.tree);
    else if (data.type === 'shared') settle.shared?.(data);
    else for (const fail of settle.fail) fail(new Error(data.message));
  };
  return { tree, helped };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
