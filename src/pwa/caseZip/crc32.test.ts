import { randomBytes } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

describe('crc32', () => {
  it.each([0, 1, 7, 8, 9, 15, 16, 1000, 65_537])('matches zlib on %i bytes', (length) => {
    const bytes = new Uint8Array(randomBytes(length));
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it('continues a CRC chunk after chunk, at any offset', () => {
    const bytes = new Uint8Array(randomBytes(100_003));
    let crc = 0;
    for (let start = 0; start < bytes.length; start += 4099) {
      crc = crc32(bytes.subarray(start, start + 4099), crc);
    }
    expect(crc).toBe(zlibCrc32(bytes));
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
