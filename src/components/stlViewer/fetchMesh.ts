/** A download that failed before any parsing: `key` is a translation key, `status` the HTTP one. */
export class DownloadError extends Error {
  constructor(
    readonly key: string,
    readonly status?: number,
  ) {
    super(key);
    this.name = 'DownloadError';
  }
}

const DOWNLOAD_ERRORS = {
  status: 'app.viewer.error.http_status',
  network: 'app.viewer.error.network',
} as const;

/**
 * Downloads a file reporting progress (bytes so far, total from Content-Length or undefined).
 * With a Content-Length the bytes go straight into one buffer of that size: no second copy.
 */
export async function fetchWithProgress(
  url: string,
  onProgress: (loaded: number, total: number | undefined) => void,
  signal?: AbortSignal,
  /** With a Content-Length: the file's buffer (full length) after each chunk, to parse early. */
  onBytes?: (buffer: ArrayBuffer, loaded: number) => void,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'omit' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(DOWNLOAD_ERRORS.network);
  }
  if (!response.ok) throw new DownloadError(DOWNLOAD_ERRORS.status, response.status);
  const length = Number(response.headers.get('Content-Length'));
  // A compressed body's length is not the length of what the reader yields.
  const total = length > 0 && !response.headers.get('Content-Encoding') ? length : undefined;
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  let target = total ? new Uint8Array(total) : undefined;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (target && loaded + value.length <= target.length) target.set(value, loaded);
      else {
        if (target) chunks.push(target.subarray(0, loaded));
        target = undefined;
        chunks.push(value);
      }
      loaded += value.length;
      onProgress(loaded, total);
      if (target) onBytes?.(target.buffer as ArrayBuffer, loaded);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(DOWNLOAD_ERRORS.network);
  }
  if (target && loaded === target.length) return target.buffer as ArrayBuffer;
  if (target) return target.slice(0, loaded).buffer as ArrayBuffer;
  return concat(chunks, loaded);
}

function concat(chunks: Uint8Array[], length: number): ArrayBuffer {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}
