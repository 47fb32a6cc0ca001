/**
 * CRC-32 (the ZIP one) eight bytes a step: client-zip 2.5.1 reads one byte a step, which made its
 * CRC the bottleneck of a case package (about 300 MB/s, half the download's speed). pwa.config.ts
 * puts this one in its place; `crc32(chunk, crc)` continues the CRC of the bytes before.
 */
const TABLES = new Uint32Array(8 * 256);
for (let byte = 0; byte < 256; byte++) {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  TABLES[byte] = crc;
}
for (let byte = 0; byte < 256; byte++) {
  for (let table = 1; table < 8; table++) {
    const previous = TABLES[(table - 1) * 256 + byte];
    TABLES[table * 256 + byte] = (previous >>> 8) ^ TABLES[previous & 255];
  }
}

export function crc32(bytes: Uint8Array, previous = 0): number {
  const t = TABLES;
  let crc = ~previous;
  let i = 0;
  for (const end = bytes.length - 8; i <= end; i += 8) {
    const low =
      (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) ^ crc;
    crc =
      t[1792 + (low & 255)] ^
      t[1536 + ((low >>> 8) & 255)] ^
      t[1280 + ((low >>> 16) & 255)] ^
      t[1024 + (low >>> 24)] ^
      t[768 + bytes[i + 4]] ^
      t[512 + bytes[i + 5]] ^
      t[256 + bytes[i + 6]] ^
      t[bytes[i + 7]];
  }
  for (; i < bytes.length; i++) crc = (crc >>> 8) ^ t[(crc ^ bytes[i]) & 255];
  return ~crc >>> 0;
}
