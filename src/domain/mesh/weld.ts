import { mix, tableSize } from './hash';

/**
 * Gives equal vertices one id: exact float equality (CAD exports repeat shared corners bit for
 * bit), -0 taken as 0. Returns an id per vertex of the soup and the number of distinct vertices.
 */
export function weldVertices(positions: Float32Array): { ids: Uint32Array; count: number } {
  const vertices = positions.length / 3;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  const size = tableSize(vertices);
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  const ids = new Uint32Array(vertices);
  let count = 0;
  for (let v = 0; v < vertices; v += 1) {
    const x = unsigned(bits[v * 3]);
    const y = unsigned(bits[v * 3 + 1]);
    const z = unsigned(bits[v * 3 + 2]);
    let slot = mix(x ^ mix(y ^ mix(z))) & mask;
    for (;;) {
      const first = table[slot];
      if (first === -1) {
        table[slot] = v;
        ids[v] = count;
        count += 1;
        break;
      }
      const same =
        unsigned(bits[first * 3]) === x &&
        unsigned(bits[first * 3 + 1]) === y &&
        unsigned(bits[first * 3 + 2]) === z;
      if (same) {
        ids[v] = ids[first];
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return { ids, count };
}

const NEGATIVE_ZERO = 0x80000000;
const unsigned = (bits: number) => (bits === NEGATIVE_ZERO ? 0 : bits);
