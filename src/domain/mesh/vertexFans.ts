/**
 * Fans of triangles around each vertex: two corners at a vertex are in one fan when their
 * triangles share an edge through it. A vertex with two or more fans is non-manifold (two
 * solids touching at a point, a "bow tie"): slicers and CAM may split or fill it differently.
 */
export class VertexFans {
  private readonly parent: Int32Array;

  constructor(corners: number) {
    this.parent = new Int32Array(corners);
    for (let c = 0; c < corners; c += 1) this.parent[c] = c;
  }

  /**
   * Corner `corner` (of vertex a, its edge a→b the next corner's) shares that edge with
   * `other`, the corner that used it first: joins the two corners at a and the two at b.
   */
  shareEdge(ids: Uint32Array, corner: number, other: number): void {
    const next = nextCorner(corner);
    const otherNext = nextCorner(other);
    if (ids[other] === ids[corner]) {
      this.join(corner, other);
      this.join(next, otherNext);
    } else {
      this.join(corner, otherNext);
      this.join(next, other);
    }
  }

  /** Vertices (welded ids) whose corners fall in two or more fans, among `used` corners. */
  nonManifoldVertices(ids: Uint32Array, vertices: number, used: (corner: number) => boolean) {
    const fan = new Int32Array(vertices).fill(-1);
    const flagged = new Uint8Array(vertices);
    let count = 0;
    for (let c = 0; c < ids.length; c += 1) {
      if (!used(c)) continue;
      const root = this.root(c);
      const v = ids[c];
      if (fan[v] === -1) fan[v] = root;
      else if (fan[v] !== root && !flagged[v]) {
        flagged[v] = 1;
        count += 1;
      }
    }
    return count;
  }

  private root(c: number): number {
    let root = c;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[c] !== root) {
      const next = this.parent[c];
      this.parent[c] = root;
      c = next;
    }
    return root;
  }

  private join(a: number, b: number): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

const nextCorner = (corner: number) => corner - (corner % 3) + (((corner % 3) + 1) % 3);
