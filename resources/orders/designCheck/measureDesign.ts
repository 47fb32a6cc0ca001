import type { DesignCheckRequest, DesignCheckResponse } from './designCheckProtocol';

type Report = Extract<DesignCheckResponse, { type: 'done' }>['report'];

/** Runs one design check in its own worker; the abort signal stops it. */
export function measureDesign(request: DesignCheckRequest, signal?: AbortSignal): Promise<Report> {
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
      if (data.type === 'done') resolve(data.report);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      settle();
      reject(new Error(event.message));
    };
    worker.postMessage(request);
  });
}
