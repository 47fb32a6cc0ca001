import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NATIVE_HASH_LIMIT, hashBlob, hashPathFor } from './hashFile';

const sample = new Uint8Array(100_003).map((_, index) => (index * 7) % 256);
const expected = createHash('sha256').update(sample).digest('hex');

describe('hashBlob', () => {
  it('gives the SHA-256 of the whole content on both paths, whatever the slice size', async () => {
    expect(await hashBlob(new Blob([sample]), { path: 'native' })).toBe(expected);
    const progress: number[] = [];
    const streamed = await hashBlob(new Blob([sample]), {
      path: 'stream',
      sliceBytes: 40_000,
      onProgress: (done) => progress.push(done),
    });
    expect(streamed).toBe(expected);
    expect(progress).toEqual([40_000, 80_000, 100_003]);
    expect(await hashBlob(new Blob([sample]))).toBe(expected);
  });

  it('hashes an empty file on both paths', async () => {
    const empty = createHash('sha256').digest('hex');
    expect(await hashBlob(new Blob([]), { path: 'native' })).toBe(empty);
    expect(await hashBlob(new Blob([]), { path: 'stream' })).toBe(empty);
  });

  it('streams above the native limit and where crypto.subtle is missing', () => {
    expect(hashPathFor(NATIVE_HASH_LIMIT, true)).toBe('native');
    expect(hashPathFor(NATIVE_HASH_LIMIT + 1, true)).toBe('stream');
    expect(hashPathFor(10, false)).toBe('stream');
  });
});
