/** Vertex ids sorted along a 10-bit-per-axis Z-order curve over their bounding box. */
export function mortonOrder(vertices: Float32Array): Uint32Array {
  const count = vertices.length / 3;
  if (count >= 4194304) throw new Error('mortonOrder: more than 4,194,303 vertices');
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < vertices.length; i += 1) {
    const axis = i % 3;
    if (vertices[i] < min[axis]) min[axis] = vertices[i];
    if (vertices[i] > max[axis]) max[axis] = vertices[i];
  }
  const scale = min.map((low, axis) => 1023 / Math.max(max[axis] - low, 1e-12));
  // Code and id packed in one float64 (30 + up to 22 bits, exact): a native numeric sort.
  const keys = new Float64Array(count);
  for (let v = 0; v < count; v += 1) {
    const code =
      ((spread(Math.floor((vertices[v * 3] - min[0]) * scale[0])) << 2) |
        (spread(Math.floor((vertices[v * 3 + 1] - min[1]) * scale[1])) << 1) |
        spread(Math.floor((vertices[v * 3 + 2] - min[2]) * scale[2]))) >>>
      0;
    keys[v] = code * 4194304 + v;
  }
  keys.sort();
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) order[i] = keys[i] % 4194304;
  return order;
}

/** 10 bits spread to every third bit. */
function spread(value: number): number {
  let x = value & 0x3ff;
  x = (x | (x << 16)) & 0x030000ff;
  x = (x | (x << 8)) & 0x0300f00f;
  x = (x | (x << 4)) & 0x030c30c3;
  x = (x | (x << 2)) & 0x09249249;
  return x >>> 0;
}
