import { caseZipUrl } from './protocol';
import type { CaseZipCancel, CaseZipPlan, CaseZipReport, CaseZipRequest } from './protocol';
import { countBytes, throttled } from './countBytes';
import { zipEntries } from './zipEntries';

export interface CaseZipOptions {
  signal: AbortSignal;
  /** Bytes of the entries read so far. */
  onProgress: (loaded: number) => void;
}

/** How the archive reaches the disk: streamed by the service worker, or built in memory. */
export type CaseZipWay = 'worker' | 'memory';

/** A worker of an older build has no case package: it does not answer within this time. */
const READY_TIMEOUT_MS = 3_000;

/** The way a download would take now: the worker only when one controls the page. */
export function caseZipWay(): CaseZipWay {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller
    ? 'worker'
    : 'memory';
}

/** Downloads the plan's archive; resolves once it is written, rejects with an AbortError. */
export async function downloadCaseZip(
  plan: CaseZipPlan,
  options: CaseZipOptions,
): Promise<CaseZipWay> {
  const controller = navigator.serviceWorker?.controller;
  if (controller && (await viaWorker(controller, plan, options))) return 'worker';
  await inMemory(plan, options);
  return 'memory';
}

const aborted = () => new DOMException('cancelled', 'AbortError');

/** false when the worker did not take the plan (an older build's worker). */
function viaWorker(
  worker: ServiceWorker,
  plan: CaseZipPlan,
  { signal, onProgress }: CaseZipOptions,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const channel = new MessageChannel();
    const port = channel.port1;
    let frame: HTMLIFrameElement | undefined;
    const notReady = setTimeout(() => finish(() => resolve(false)), READY_TIMEOUT_MS);
    const onAbort = () => port.postMessage({ type: 'cancel' } satisfies CaseZipCancel);
    function finish(settle: () => void) {
      clearTimeout(notReady);
      signal.removeEventListener('abort', onAbort);
      port.close();
      // The download manager has the response by now; the frame only has to outlive it.
      const done = frame;
      if (done) setTimeout(() => done.remove(), 1_000);
      settle();
    }
    port.onmessage = (event: MessageEvent<CaseZipReport>) => {
      const report = event.data;
      if (report.type === 'ready') {
        clearTimeout(notReady);
        frame = document.createElement('iframe');
        frame.hidden = true;
        frame.src = caseZipUrl(plan);
        document.body.append(frame);
      } else if (report.type === 'progress') onProgress(report.loaded);
      else if (report.type === 'done') {
        onProgress(report.loaded);
        finish(() => resolve(true));
      } else if (report.type === 'cancelled') finish(() => reject(aborted()));
      else finish(() => reject(new Error(report.message)));
    };
    if (signal.aborted) return reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ type: 'case-zip', plan } satisfies CaseZipRequest, [channel.port2]);
  });
}

/** Without a worker: the archive is built as a Blob (the whole case in memory), then saved. */
async function inMemory(plan: CaseZipPlan, { signal, onProgress }: CaseZipOptions) {
  const { downloadZip } = await import('client-zip');
  let loaded = 0;
  const progress = throttled(() => onProgress(loaded), 200);
  const zip = downloadZip(zipEntries(plan.entries, signal)).body;
  if (!zip) throw new Error('client-zip gave no body');
  const counted = countBytes(zip, (bytes) => {
    loaded += bytes;
    progress.tick();
  });
  const blob = await new Response(counted).blob();
  if (signal.aborted) throw aborted();
  progress.flush();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = plan.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
