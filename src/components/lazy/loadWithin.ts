/** SPEC §8: a request (a code chunk too) that takes longer than this counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazy chunk that could not be downloaded, or not within the time limit. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'lazy chunk timed out' : 'lazy chunk failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

/** Runs a dynamic import; rejects with a ChunkLoadError when it fails or outlasts `timeoutMs`. */
export function loadWithin<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
