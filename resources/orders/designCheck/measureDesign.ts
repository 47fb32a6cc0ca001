import { worstVerdict } from '../../../src/domain/designSpec';
import { mergeReports } from '../../../src/domain/mesh/designChecks';
import { abortError, ask, workerParts, workersFor } from './checkWorkers';
import type {
  DesignCheckRequest,
  DesignCheckResponse,
  DesignMaps,
  MeasuredReport,
  UnsentJob,
} from './designCheckProtocol';

type Done = Extract<DesignCheckResponse, { type: 'done' }>;
type Job = Extract<UnsentJob, { type: 'measure' }>;

/**
 * Runs one design check off the page's thread; the abort signal stops it. With case scans the
 * walls (the design's own tree, thickness) and the surroundings (the scans' trees: clearance,
 * contacts, prep space) run in two workers at once, on two cores; the walls' worker reads the
 * design once and hands its bytes and digest to the other over a channel of their own. The
 * workers are the page's prepared ones when free (checkWorkers.ts). `onFirstLook` receives the
 * maps as they can be drawn (a coarse thickness map first), before the report. The reports merge in
 * checkDesign's order, so the verdict is the one the server reaches in one pass. One worker
 * failing stops the other.
 */
export async function measureDesign(
  request: DesignCheckRequest,
  signal?: AbortSignal,
  onFirstLook?: (maps: DesignMaps) => void,
): Promise<MeasuredReport> {
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal?.addEventListener('abort', stopAll, { once: true });
  const { workers, done } = workersFor(request);
  // The maps' first looks gathered from both workers, each handed on with those before it.
  let looks: DesignMaps = {};
  const addLook = (maps: DesignMaps) => {
    looks = { ...looks, ...maps };
    onFirstLook?.(looks);
  };
  let healthy = false;
  try {
    const answers = await Promise.all(
      jobsOf(request).map(([job, transfer], i) =>
        ask<Done>(workers[i], job, transfer, stop.signal, addLook).catch((error: unknown) => {
          stopAll();
          throw signal?.aborted ? abortError() : error;
        }),
      ),
    );
    healthy = true;
    const report = mergeReports(answers.map((answer) => answer.report));
    const maps = Object.assign({}, ...answers.map((answer) => answer.maps));
    return { ...report, verdict: worstVerdict(report.results), maps };
  } finally {
    signal?.removeEventListener('abort', stopAll);
    // A worker stopped halfway may still be measuring: it is closed and replaced, never reused.
    done(healthy);
  }
}

function jobsOf(request: DesignCheckRequest): [Job, Transferable[]][] {
  const parts = workerParts(request);
  if (parts.length === 1) return [[{ type: 'measure', ...request, parts: parts[0] }, []]];
  const { port1, port2 } = new MessageChannel();
  return parts.map(([part]): [Job, Transferable[]] =>
    part === 'walls'
      ? [{ type: 'measure', ...request, parts: [part], shareDesign: port1 }, [port1]]
      : [{ type: 'measure', ...request, parts: [part], designFrom: port2 }, [port2]],
  );
}
