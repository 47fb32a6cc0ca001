import type { HashReply, HashRequest } from './hashWorker';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve(hash: string): void; reject(error: Error): void; onProgress?(bytes: number): void }
>();

/** The content hash of a file, computed by the (one, shared) hash worker. */
export function hashInWorker(file: Blob, onProgress?: (bytes: number) => void): Promise<string> {
  worker ??= startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker?.postMessage({ id, file } satisfies HashRequest);
  });
}

function startWorker(): Worker {
  const started = new Worker(new URL('./hashWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<HashReply>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    if (reply.type === 'progress') return call.onProgress?.(reply.hashedBytes);
    pending.delete(reply.id);
    if (reply.type === 'done') call.resolve(reply.hash);
    else call.reject(Object.assign(new Error(reply.message), { name: reply.name }));
  };
  started.onerror = (event) => {
    const error = new Error(event.message || 'hash worker failed');
    pending.forEach((call) => call.reject(error));
    pending.clear();
    worker = undefined;
  };
  return started;
}
