/**
 * A triangle soup: 9 floats (3 vertices × x, y, z) per triangle, in millimetres as the file says.
 * No normals: the viewer shades flat from the triangles themselves (and files often hold zeros).
 */
export interface TriangleMesh {
  positions: Float32Array;
}

/** A mesh problem that the user should read: `key` is a translation key. */
export class MeshError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'MeshError';
  }
}

export const MESH_ERRORS = {
  corrupt: 'app.viewer.error.corrupt',
  empty: 'app.viewer.error.empty',
  format: 'app.viewer.error.format',
} as const;
