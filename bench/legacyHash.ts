import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** The content hash as the portal computed it before issue 15 (pure JS, 4 MiB slices): the bench's reference. */
export async function legacyHashBlob(blob: Blob, sliceBytes = 4 * 1024 * 1024): Promise<string> {
  const hash = sha256.create();
  for (let offset = 0; offset < blob.size; offset += sliceBytes) {
    const slice = blob.slice(offset, Math.min(offset + sliceBytes, blob.size));
    hash.update(new Uint8Array(await slice.arrayBuffer()));
  }
  return bytesToHex(hash.digest());
}
