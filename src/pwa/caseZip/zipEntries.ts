import type { CaseZipEntry } from './protocol';

/** What client-zip takes for one file: a name and a stream (or a text). */
export type ZipInput =
  | { name: string; input: ReadableStream<Uint8Array>; lastModified: Date; size?: number }
  | { name: string; input: string; lastModified: Date };

/**
 * The archive's inputs, fetched one after the other only when client-zip asks for the next
 * (so one file at a time is in flight and nothing is held).
 */
export async function* zipEntries(
  entries: readonly CaseZipEntry[],
  signal: AbortSignal,
): AsyncGenerator<ZipInput> {
  const now = new Date();
  for (const entry of entries) {
    if ('text' in entry) {
      yield { name: entry.name, input: entry.text, lastModified: now };
      continue;
    }
    const response = await fetch(entry.url, { signal, credentials: 'same-origin' });
    if (!response.ok || !response.body) {
      throw new Error(`${entry.name}: HTTP ${response.status}`);
    }
    const modified = response.headers.get('last-modified');
    // The header counts encoded bytes when the body is compressed: only a plain length is a size.
    const length = response.headers.get('content-encoding')
      ? null
      : response.headers.get('content-length');
    yield {
      name: entry.name,
      input: response.body,
      lastModified: modified ? new Date(modified) : now,
      ...(length ? { size: Number(length) } : {}),
    };
  }
}
