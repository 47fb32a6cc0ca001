import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Slices read at a time: a 200 MB file never sits in memory whole. */
export const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/**
 * SHA-256 (hex) of a file's content, read slice by slice and fed to an incremental hash.
 * Runs in the hash worker; plain enough to run in Node for tests and the bench.
 */
export async function hashBlob(
  blob: Blob,
  onProgress?: (hashedBytes: number) => void,
  sliceBytes = HASH_SLICE_BYTES,
): Promise<string> {
  const hash = sha256.create();
  for (let offset = 0; offset < blob.size; offset += sliceBytes) {
    const slice = blob.slice(offset, Math.min(offset + sliceBytes, blob.size));
    hash.update(new Uint8Array(await slice.arrayBuffer()));
    onProgress?.(Math.min(offset + sliceBytes, blob.size));
  }
  return bytesToHex(hash.digest());
}
