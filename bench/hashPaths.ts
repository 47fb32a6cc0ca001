import { hashBlob } from '../src/components/upload/hashFile';
import { legacyHashBlob } from './legacyHash';

export type HashVariant = 'native' | 'stream' | 'legacy';

/** Milliseconds from a file to its digest, by each path; the digests must agree. */
export async function timeHashPaths(blob: Blob): Promise<Record<HashVariant, number>> {
  const times = {} as Record<HashVariant, number>;
  const digests = new Set<string>();
  for (const variant of ['legacy', 'native', 'stream'] as const) {
    const start = performance.now();
    digests.add(
      variant === 'legacy' ? await legacyHashBlob(blob) : await hashBlob(blob, { path: variant }),
    );
    times[variant] = performance.now() - start;
  }
  if (digests.size !== 1) throw new Error(`hash paths disagree: ${[...digests].join(' ')}`);
  return times;
}
