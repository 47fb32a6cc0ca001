import { MESH_ERRORS, MeshError } from './types';

/**
 * Reads an ASCII STL by its grammar (solid name / facet normal n n n / outer loop / vertex x y z
 * ×3 / endloop / endfacet / endsolid), line by line, keywords in any case. The name on a `solid`
 * or `endsolid` line is skipped whatever it holds ("vertex", 500 characters...). A loop of other
 * than three vertices is refused as corrupt: the format defines a facet as a triangle, and a
 * polygon's triangulation would be ours to guess (non-planar quads differ by diagonal).
 */
export function parseAsciiStl(text: string): Float32Array {
  const values: number[] = [];
  let inLoop = 0;
  for (const line of text.split(/\r\n|\n|\r/)) {
    const tokens = line.trim().split(/\s+/);
    const first = tokens[0].toLowerCase();
    if (first === '' || first === 'solid' || first === 'endsolid') continue;
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i].toLowerCase();
      if (token === 'vertex') {
        for (let k = 1; k <= 3; k += 1) values.push(finite(tokens[i + k]));
        i += 3;
        inLoop += 1;
      } else if (token === 'normal') {
        i += 3;
      } else if (token === 'endloop') {
        if (inLoop !== 3) throw new MeshError(MESH_ERRORS.corrupt);
        inLoop = 0;
      } else if (!KEYWORDS.has(token)) {
        throw new MeshError(MESH_ERRORS.corrupt);
      }
    }
  }
  if (inLoop !== 0) throw new MeshError(MESH_ERRORS.corrupt);
  if (values.length === 0) throw new MeshError(MESH_ERRORS.empty);
  return Float32Array.from(values);
}

const KEYWORDS = new Set(['facet', 'outer', 'loop', 'endfacet']);

function finite(token: string | undefined): number {
  const value = token === undefined ? Number.NaN : Number(token);
  if (!Number.isFinite(value)) throw new MeshError(MESH_ERRORS.corrupt);
  return value;
}
