import { worstVerdict } from '../../../src/domain/designSpec';
import { CHECK_PARTS, mergeReports } from '../../../src/domain/mesh/designChecks';
import type { CheckPart } from '../../../src/domain/mesh/designChecks';
import type {
  DesignCheckJob,
  DesignCheckRequest,
  DesignCheckResponse,
  MeasuredReport,
} from './designCheckProtocol';

/**
 * Runs one design check off the page's thread; the abort signal stops it. With case scans the
 * walls (the design's own tree, thickness) and the surroundings (the scans' trees: clearance,
 * contacts, prep space) run in two workers at once, on two cores; the reports merge in
 * checkDesign's order, so the verdict is the one the server reaches in one pass.
 */
export async function measureDesign(
  request: DesignCheckRequest,
  signal?: AbortSignal,
): Promise<MeasuredReport> {
  const scans = Object.keys(request.files).some((role) => role !== 'design');
  const jobs: CheckPart[][] = scans ? CHECK_PARTS.map((part) => [part]) : [[...CHECK_PARTS]];
  const answers = await Promise.all(jobs.map((parts) => runWorker({ ...request, parts }, signal)));
  const report = mergeReports(answers.map((answer) => answer.report));
  const maps = Object.assign({}, ...answers.map((answer) => answer.maps));
  return { ...report, verdict: worstVerdict(report.results), maps };
}

type Done = Extract<DesignCheckResponse, { type: 'done' }>;

function runWorker(job: DesignCheckJob, signal?: AbortSignal): Promise<Done> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./designCheck.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      reject(Object.assign(new Error('Aborted'), { name: 'AbortError' }));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => {
      signal?.removeEventListener('abort', stop);
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
    worker.postMessage(job);
  });
}
