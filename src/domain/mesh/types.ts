/**
 * A triangle soup: 9 floats (3 vertices × x, y, z) per triangle, in millimetres as the file says.
 * No normals: the viewer shades flat from the triangles themselves (and files often hold zeros).
 */
export interface TriangleMesh {
  positions: Float32Array;
  /**
   * Per-vertex colour from the file (a PLY scan's gingiva and shade areas): 3 bytes (red, green,
   * blue, linear as three draws them) a vertex of the soup. Absent when the file has none.
   */
  colors?: Uint8Array;
  /** A binary STL whose header counts otherwise than its size: the header's count (read by size). */
  declaredTriangles?: number;
}

/** The most triangles a preview draws: what a phone's GPU and memory carry comfortably. */
export const PREVIEW_TRIANGLES = 300_000;

/** A mesh problem that the user should read: `key` is a translation key. */
export class MeshError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'MeshError';
  }
}

export const MESH_ERRORS = {
  corrupt: 'app.viewer.error.corrupt',
  /** Parsed, but no face: a point cloud, lines, or a solid with no facet. */
  empty: 'app.viewer.error.empty',
  /** 0 bytes. */
  zeroBytes: 'app.viewer.error.zero_bytes',
  format: 'app.viewer.error.format',
} as const;
