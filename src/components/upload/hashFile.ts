import { createSHA256 } from 'hash-wasm';

/** Slices read at a time on the streaming path: a 2 GB file never sits in memory whole. */
const HASH_SLICE_BYTES = 8 * 1024 * 1024;

/**
 * Up to this size a file is read whole and hashed natively (crypto.subtle: 480-530 MiB/s in
 * Chromium, more in Node); above it, or where crypto.subtle is missing (a page served over plain
 * http on another host), it streams through WebAssembly SHA-256 with reading and hashing overlapped.
 */
export const NATIVE_HASH_LIMIT = 256 * 1024 * 1024;

export type HashPath = 'native' | 'stream';

export interface HashOptions {
  onProgress?: (hashedBytes: number) => void;
  /** Force a path (the bench measures both); default: by size and what the platform has. */
  path?: HashPath;
  sliceBytes?: number;
}

/** SHA-256 (hex) of a file's content: the duplicate check of SPEC §5. Runs in the hash worker. */
export async function hashBlob(blob: Blob, options: HashOptions = {}): Promise<string> {
  const path = options.path ?? hashPathFor(blob.size, typeof crypto?.subtle?.digest === 'function');
  return path === 'native' ? nativeHash(blob, options) : streamHash(blob, options);
}

export function hashPathFor(size: number, hasSubtle: boolean): HashPath {
  return hasSubtle && size <= NATIVE_HASH_LIMIT ? 'native' : 'stream';
}

/**
 * SHA-256 (hex) of bytes already in memory, natively: no Blob round trip (Chromium keeps a large
 * Blob on disk, which cost the design checks 0.7 s for two 15 MB scans).
 */
export async function hashBytes(bytes: ArrayBuffer): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

async function nativeHash(blob: Blob, { onProgress }: HashOptions): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  onProgress?.(blob.size);
  return toHex(new Uint8Array(digest));
}

async function streamHash(
  blob: Blob,
  { onProgress, sliceBytes = HASH_SLICE_BYTES }: HashOptions,
): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  const read = (offset: number) =>
    offset < blob.size
      ? blob.slice(offset, Math.min(offset + sliceBytes, blob.size)).arrayBuffer()
      : undefined;
  let next = read(0);
  for (let offset = 0; next; offset += sliceBytes) {
    const current = new Uint8Array(await next);
    // The next slice is read while this one is hashed.
    next = read(offset + sliceBytes);
    hasher.update(current);
    onProgress?.(Math.min(offset + sliceBytes, blob.size));
  }
  return hasher.digest('hex');
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
