import { worstVerdict } from '../../../src/domain/designSpec';
import { CHECK_PARTS, mergeReports } from '../../../src/domain/mesh/designChecks';
import type {
  DesignCheckJob,
  DesignCheckRequest,
  DesignCheckResponse,
  MeasuredReport,
} from './designCheckProtocol';

/**
 * Runs one design check off the page's thread; the abort signal stops it. With case scans the
 * walls (the design's own tree, thickness) and the surroundings (the scans' trees: clearance,
 * contacts, prep space) run in two workers at once, on two cores; the walls' worker fetches the
 * design once and hands its bytes and digest to the other over a channel of their own. The
 * reports merge in checkDesign's order, so the verdict is the one the server reaches in one pass.
 * One worker failing stops the other.
 */
export async function measureDesign(
  request: DesignCheckRequest,
  signal?: AbortSignal,
): Promise<MeasuredReport> {
  const scans = Object.keys(request.files).some((role) => role !== 'design');
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal?.addEventListener('abort', stopAll, { once: true });
  try {
    const answers = await Promise.all(
      jobsOf(request, scans).map(([job, transfer]) =>
        runWorker(job, transfer, stop.signal).catch((error: unknown) => {
          stopAll();
          throw signal?.aborted ? abortError() : error;
        }),
      ),
    );
    const report = mergeReports(answers.map((answer) => answer.report));
    const maps = Object.assign({}, ...answers.map((answer) => answer.maps));
    return { ...report, verdict: worstVerdict(report.results), maps };
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}

function jobsOf(request: DesignCheckRequest, scans: boolean): [DesignCheckJob, Transferable[]][] {
  if (!scans) return [[{ ...request, parts: [...CHECK_PARTS] }, []]];
  const { port1, port2 } = new MessageChannel();
  return CHECK_PARTS.map((part): [DesignCheckJob, Transferable[]] =>
    part === 'walls'
      ? [{ ...request, parts: [part], shareDesign: port1 }, [port1]]
      : [{ ...request, parts: [part], designFrom: port2 }, [port2]],
  );
}

type Done = Extract<DesignCheckResponse, { type: 'done' }>;

const abortError = () => Object.assign(new Error('Aborted'), { name: 'AbortError' });

function runWorker(job: DesignCheckJob, transfer: Transferable[], signal: AbortSignal) {
  return new Promise<Done>((resolve, reject) => {
    const worker = new Worker(new URL('./designCheck.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      reject(abortError());
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = ({ data }: MessageEvent<DesignCheckResponse>) => {
      settle();
      if (data.type === 'done') resolve(data);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      settle();
      reject(new Error(event.message));
    };
    worker.postMessage(job, transfer);
  });
}
