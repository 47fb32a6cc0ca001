import { downloadZip } from 'client-zip';
import { throttled } from './countBytes';
import { caseZipIdOf } from './protocol';
import type { CaseZipPlan, CaseZipReport, CaseZipRequest } from './protocol';
import { zipEntries } from './zipEntries';

/**
 * The service worker's part of the case package (bundled into `case-zip-sw.js`, imported by the
 * generated worker): keeps the plans the pages post and answers their download URL with the ZIP
 * streamed from the files' responses. Nothing but the chunk in flight is held in memory.
 */

interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

interface WorkerScope {
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** A plan waits this long for its download to start. */
const PLAN_TTL_MS = 60_000;
const PROGRESS_INTERVAL_MS = 200;

const plans = new Map<string, { plan: CaseZipPlan; port: MessagePort }>();
const scope = self as unknown as WorkerScope;

const isRequest = (data: unknown): data is CaseZipRequest =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'case-zip';

scope.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!isRequest(event.data) || !port) return;
  const { plan } = event.data;
  plans.set(plan.id, { plan, port });
  setTimeout(() => plans.delete(plan.id), PLAN_TTL_MS);
  port.postMessage({ type: 'ready' } satisfies CaseZipReport);
});

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const id = url.origin === location.origin ? caseZipIdOf(url.pathname) : undefined;
  const waiting = id === undefined ? undefined : plans.get(id);
  if (!waiting || id === undefined) return;
  plans.delete(id);
  event.respondWith(zipResponse(waiting.plan, waiting.port));
});

function zipResponse(plan: CaseZipPlan, port: MessagePort): Response {
  const post = (report: CaseZipReport) => port.postMessage(report);
  const abort = new AbortController();
  let loaded = 0;
  const progress = throttled(() => post({ type: 'progress', loaded }), PROGRESS_INTERVAL_MS);
  const zip = downloadZip(zipEntries(plan.entries, abort.signal)).body;
  if (!zip) throw new Error('client-zip gave no body');
  const reader = zip.getReader();
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      port.onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data.type !== 'cancel' || finished) return;
        finished = true;
        abort.abort();
        void reader.cancel().catch(() => undefined);
        controller.error(new DOMException('cancelled', 'AbortError'));
        post({ type: 'cancelled' });
      };
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (finished) return;
        if (done) {
          finished = true;
          controller.close();
          post({ type: 'done', loaded });
          return;
        }
        loaded += value.byteLength;
        progress.tick();
        controller.enqueue(value);
      } catch (error) {
        if (finished) return;
        finished = true;
        controller.error(error);
        post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    },
    cancel() {
      // The user cancelled in the browser's download manager.
      if (finished) return;
      finished = true;
      abort.abort();
      void reader.cancel().catch(() => undefined);
      post({ type: 'cancelled' });
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(plan.fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
}
