/** MurmurHash3's 32-bit finaliser: spreads every input bit over the low bits used as a slot. */
export function mix(value: number): number {
  let h = value ^ (value >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The smallest power of two ≥ 2 × count (a half-full open-addressing table). */
export function tableSize(count: number): number {
  let size = 1024;
  while (size < count * 2) size *= 2;
  return size;
}
