/// <reference lib="webworker" />
import { hashBlob } from './hashFile';

export type HashRequest = { id: number; file: Blob };
export type HashReply =
  | { id: number; type: 'progress'; hashedBytes: number }
  | { id: number; type: 'done'; hash: string }
  | { id: number; type: 'error'; message: string; name: string };

/** The hash worker: content hashes off the main thread, so the page stays responsive. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<HashRequest>) => {
  const { id, file } = event.data;
  const reply = (message: HashReply) => scope.postMessage(message);
  hashBlob(file, {
    onProgress: (hashedBytes) => reply({ id, type: 'progress', hashedBytes }),
  }).then(
    (hash) => reply({ id, type: 'done', hash }),
    (error: unknown) =>
      reply({
        id,
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
        // A DOMException's name (NotReadableError) says what went wrong in any language.
        name: error instanceof Error ? error.name : 'Error',
      }),
  );
};
