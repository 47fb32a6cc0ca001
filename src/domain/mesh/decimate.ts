import { MeshoptSimplifier } from 'meshoptimizer';
import { PREVIEW_TRIANGLES } from './types';
import { weldVertices } from './weld';

export interface Decimated {
  /** The preview as a soup, 9 floats a triangle (the viewer's format). */
  positions: Float32Array;
  /** The colours of the vertices kept (3 bytes a soup vertex), when the file had colours. */
  colors?: Uint8Array;
  triangles: number;
  /** Largest deviation from the full surface meshoptimizer reports, in the file's units (mm). */
  errorMm: number;
}

/**
 * A preview of at most `target` triangles, welded first as meshoptimizer (WebAssembly) needs
 * shared vertices. `sloppy` (the default) clusters vertices: a 4M-triangle scan in well under a
 * second, good for a picture; `careful` collapses edges by quadric error: better shapes, ~30×
 * slower (npm run bench measures both, and three's SimplifyModifier). The soup is not changed:
 * download, QC and hashing keep using the file. `colors` (3 bytes a soup vertex) travel with the
 * vertices kept; where one welded vertex had several, the last one read wins.
 */
export async function decimate(
  soup: Float32Array,
  target = PREVIEW_TRIANGLES,
  method: 'sloppy' | 'careful' = 'sloppy',
  colors?: Uint8Array,
): Promise<Decimated> {
  await MeshoptSimplifier.ready;
  const { ids, count } = weldVertices(soup);
  const vertices = new Float32Array(count * 3);
  for (let v = 0; v < ids.length; v += 1) {
    vertices[ids[v] * 3] = soup[v * 3];
    vertices[ids[v] * 3 + 1] = soup[v * 3 + 1];
    vertices[ids[v] * 3 + 2] = soup[v * 3 + 2];
  }
  const goal = Math.min(ids.length, target * 3);
  let [indices, error] =
    method === 'careful'
      ? MeshoptSimplifier.simplify(ids, vertices, 3, goal, 1, ['Prune'])
      : MeshoptSimplifier.simplifySloppy(ids, vertices, 3, null, goal, 1);
  if (indices.length > goal) {
    // Borders and seams can hold the careful one above the target: clusters always reach it.
    [indices, error] = MeshoptSimplifier.simplifySloppy(ids, vertices, 3, null, goal, 1);
  }
  const positions = new Float32Array(indices.length * 3);
  for (let i = 0; i < indices.length; i += 1) {
    positions[i * 3] = vertices[indices[i] * 3];
    positions[i * 3 + 1] = vertices[indices[i] * 3 + 1];
    positions[i * 3 + 2] = vertices[indices[i] * 3 + 2];
  }
  const scale = MeshoptSimplifier.getScale(vertices, 3);
  const decimated = { positions, triangles: indices.length / 3, errorMm: error * scale };
  return colors ? { ...decimated, colors: keptColors(colors, ids, count, indices) } : decimated;
}

function keptColors(
  soupColors: Uint8Array,
  ids: Uint32Array,
  count: number,
  indices: Uint32Array,
): Uint8Array {
  const vertexColors = new Uint8Array(count * 3);
  for (let v = 0; v < ids.length; v += 1) {
    vertexColors[ids[v] * 3] = soupColors[v * 3];
    vertexColors[ids[v] * 3 + 1] = soupColors[v * 3 + 1];
    vertexColors[ids[v] * 3 + 2] = soupColors[v * 3 + 2];
  }
  const colors = new Uint8Array(indices.length * 3);
  for (let i = 0; i < indices.length; i += 1) {
    colors[i * 3] = vertexColors[indices[i] * 3];
    colors[i * 3 + 1] = vertexColors[indices[i] * 3 + 1];
    colors[i * 3 + 2] = vertexColors[indices[i] * 3 + 2];
  }
  return colors;
}
