import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashBlob } from './hashFile';

describe('hashBlob', () => {
  it('gives the SHA-256 of the whole content, whatever the slice size', async () => {
    const bytes = new Uint8Array(100_003).map((_, index) => (index * 7) % 256);
    const expected = createHash('sha256').update(bytes).digest('hex');
    const progress: number[] = [];
    expect(await hashBlob(new Blob([bytes]), (done) => progress.push(done), 40_000)).toBe(expected);
    expect(progress).toEqual([40_000, 80_000, 100_003]);
    expect(await hashBlob(new Blob([bytes]))).toBe(expected);
  });

  it('hashes an empty file', async () => {
    expect(await hashBlob(new Blob([]))).toBe(createHash('sha256').digest('hex'));
  });
});
