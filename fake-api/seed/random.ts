import { randomBytes, randomInt } from 'node:crypto';

/** mulberry32: a small seeded generator, so seeds and fault draws repeat run after run. */
export function createPrng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomHex(byteCount: number): string {
  return randomBytes(byteCount).toString('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function randomChars(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
