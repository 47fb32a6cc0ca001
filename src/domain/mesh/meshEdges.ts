import { mix, tableSize } from './hash';
import { nestingDepths } from './shellNesting';

/**
 * Counts undirected edges (a, b) in an open-addressing table, and how many of their uses run from
 * the lower vertex id to the higher: linear time, no string keys.
 */
export class EdgeCounter {
  private low: Uint32Array;
  private high: Uint32Array;
  private counts: Uint8Array;
  private upward: Uint8Array;
  /** The soup corner (3 × triangle + k) that first used the edge, running from it. */
  private first: Int32Array;
  private mask: number;
  private used = 0;

  /**
   * Sized for `uses` / 2 edges (a closed surface shares each edge twice) and grown when more come:
   * a 4M-triangle scan needs half the memory of a table sized for every use.
   */
  constructor(uses: number) {
    const size = tableSize(Math.ceil(uses / 2));
    this.low = new Uint32Array(size);
    this.high = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.upward = new Uint8Array(size);
    this.first = new Int32Array(size);
    this.mask = size - 1;
  }

  private grow(): void {
    const { low, high, counts, upward, first } = this;
    const size = counts.length * 2;
    this.low = new Uint32Array(size);
    this.high = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.upward = new Uint8Array(size);
    this.first = new Int32Array(size);
    this.mask = size - 1;
    for (let old = 0; old < counts.length; old += 1) {
      if (counts[old] === 0) continue;
      let slot = mix(low[old] ^ mix(high[old])) & this.mask;
      while (this.counts[slot] !== 0) slot = (slot + 1) & this.mask;
      this.low[slot] = low[old];
      this.high[slot] = high[old];
      this.counts[slot] = counts[old];
      this.upward[slot] = upward[old];
      this.first[slot] = first[old];
    }
  }

  /**
   * The edge from `a` to `b` (in the triangle's winding), used at soup corner `corner` (a's);
   * answers the corner that used it first, or −1 when this is its first use.
   */
  add(a: number, b: number, corner = -1): number {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const up = a < b ? 1 : 0;
    let slot = mix(lo ^ mix(hi)) & this.mask;
    for (;;) {
      const count = this.counts[slot];
      if (count === 0) {
        this.low[slot] = lo;
        this.high[slot] = hi;
        this.counts[slot] = 1;
        this.upward[slot] = up;
        this.first[slot] = corner;
        this.used += 1;
        if (this.used * 2 > this.counts.length) this.grow();
        return -1;
      }
      if (this.low[slot] === lo && this.high[slot] === hi) {
        if (count < 255) {
          this.counts[slot] = count + 1;
          this.upward[slot] += up;
        }
        return this.first[slot];
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** Open, non-manifold and inconsistently wound edges; marks the parts that hold any of them. */
  summary(parts: Parts): { open: number; nonManifold: number; inconsistent: number } {
    let open = 0;
    let nonManifold = 0;
    let inconsistent = 0;
    for (let slot = 0; slot < this.counts.length; slot += 1) {
      const count = this.counts[slot];
      if (count === 0) continue;
      if (count === 2 && this.upward[slot] === 1) continue;
      if (count === 1) open += 1;
      else if (count > 2) nonManifold += 1;
      else inconsistent += 1;
      parts.markNotClosed(this.low[slot]);
    }
    return { open, nonManifold, inconsistent };
  }
}

/** Connected parts of the welded vertices (union-find), and which of them are closed shells. */
export class Parts {
  private readonly parent: Int32Array;
  private readonly notClosed: Uint8Array;

  constructor(vertices: number) {
    this.parent = new Int32Array(vertices);
    for (let v = 0; v < vertices; v += 1) this.parent[v] = v;
    this.notClosed = new Uint8Array(vertices);
  }

  root(v: number): number {
    let root = v;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[v] !== root) {
      const next = this.parent[v];
      this.parent[v] = root;
      v = next;
    }
    return root;
  }

  join(a: number, b: number): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  /** The closed part triangle `t` belongs to, or −1 (degenerate, or in an open part). */
  closedPartOf(ids: Uint32Array, t: number): number {
    const a = ids[t * 3];
    if (a === ids[t * 3 + 1] || a === ids[t * 3 + 2] || ids[t * 3 + 1] === ids[t * 3 + 2])
      return -1;
    const part = this.root(a);
    return this.notClosed[part] ? -1 : part;
  }

  markNotClosed(v: number): void {
    this.notClosed[this.root(v)] = 1;
  }

  /**
   * Closed, consistently wound shells and those of them wound against their place: an outer
   * shell (or one inside a cavity) with a negative volume, a cavity's shell with a positive one. Each
   * triangle's volume is taken from its part's first corner: the same for a closed shell, with
   * fewer digits lost far from the origin.
   */
  shells(positions: Float32Array, ids: Uint32Array): { closed: number; inverted: number } {
    const volume = new Float64Array(this.parent.length);
    const origin = new Int32Array(this.parent.length).fill(-1);
    const p = positions;
    for (let t = 0; t < ids.length / 3; t += 1) {
      const a = ids[t * 3];
      if (a === ids[t * 3 + 1] || a === ids[t * 3 + 2] || ids[t * 3 + 1] === ids[t * 3 + 2]) {
        continue;
      }
      const part = this.root(a);
      if (this.notClosed[part]) continue;
      if (origin[part] < 0) origin[part] = t * 9;
      const o = origin[part];
      const i = t * 9;
      const ax = p[i] - p[o];
      const ay = p[i + 1] - p[o + 1];
      const az = p[i + 2] - p[o + 2];
      const bx = p[i + 3] - p[o];
      const by = p[i + 4] - p[o + 1];
      const bz = p[i + 5] - p[o + 2];
      const cx = p[i + 6] - p[o];
      const cy = p[i + 7] - p[o + 1];
      const cz = p[i + 8] - p[o + 2];
      volume[part] +=
        ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
    }
    const closedParts: number[] = [];
    for (let part = 0; part < origin.length; part += 1)
      if (origin[part] >= 0) closedParts.push(part);
    // A shell inside an odd number of others bounds a cavity: it must face inwards.
    const depths = nestingDepths(positions, closedParts, (t) => this.closedPartOf(ids, t));
    let inverted = 0;
    closedParts.forEach((part, k) => {
      if (volume[part] < 0 !== (depths[k] % 2 === 1)) inverted += 1;
    });
    const closed = closedParts.length;
    return { closed, inverted };
  }
}
