/**
 * Colours per soup vertex (three floats each, the viewer's attribute) from a colour per welded
 * vertex: `colorOf(v)` once per welded vertex, then copied to each soup vertex `ids` maps to it.
 */
export function colorsBySoupVertex(
  weldedCount: number,
  colorOf: (v: number) => ArrayLike<number>,
  ids: ArrayLike<number>,
): Float32Array {
  const byVertex = new Float32Array(weldedCount * 3);
  for (let v = 0; v < weldedCount; v += 1) byVertex.set(colorOf(v), v * 3);
  const colors = new Float32Array(ids.length * 3);
  for (let i = 0; i < ids.length; i += 1) {
    const from = ids[i] * 3;
    colors[i * 3] = byVertex[from];
    colors[i * 3 + 1] = byVertex[from + 1];
    colors[i * 3 + 2] = byVertex[from + 2];
  }
  return colors;
}
