import { closedGrid } from './indexedMesh';

export interface GridSize {
  /** Vertices around each ring. */
  segments: number;
  /** Rings between the two poles. */
  rings: number;
}

/** Triangles of a closedGrid mesh: two fans plus two per quad. */
export const gridTriangles = ({ segments, rings }: GridSize) => 2 * segments * rings;

/**
 * A molar-like crown, about 10 × 9 × 7.5 mm: a rounded box body, four cusps on the occlusal side
 * (+Z), a flat margin below. Watertight; deterministic. 2·segments·rings triangles.
 */
export function crownMesh({ segments, rings }: GridSize = { segments: 96, rings: 48 }) {
  const point = (row: number, segment: number): [number, number, number] => {
    const theta = (Math.PI * (row + 1)) / (rings + 1);
    const phi = (2 * Math.PI * segment) / segments;
    const c = Math.cos(phi);
    const s = Math.sin(phi);
    // A superellipse outline gives the boxy section of a molar.
    const outline = Math.pow(Math.pow(Math.abs(c), 3) + Math.pow(Math.abs(s), 3), -1 / 3);
    const bulge = Math.sin(theta);
    const x = 5 * outline * c * bulge;
    const y = 4.5 * outline * s * bulge;
    const up = Math.cos(theta);
    const z = up > 0 ? 3.2 * up + cusps(x, y) * up : 4.3 * up;
    return [x, y, z];
  };
  return closedGrid(rings, segments, point, [0, 0, 3.2 + cusps(0, 0)], [0, 0, -4.3]);
}

/** Four rounded cusps with a central fossa. */
function cusps(x: number, y: number): number {
  let height = 0;
  for (const [cx, cy] of [
    [2.3, 2],
    [-2.3, 2],
    [2.3, -2],
    [-2.3, -2],
  ]) {
    height += 1.4 * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 2.2);
  }
  return height - 0.4;
}

export type Jaw = 'upper' | 'lower';

/**
 * A dental arch: a U-shaped closed band about 66 × 43 mm, a tooth bump every ~7 mm on the
 * occlusal side (upper jaw: teeth down, above; lower jaw: teeth up, below). Front teeth at −Y.
 */
export function jawMesh(jaw: Jaw, { segments, rings }: GridSize = { segments: 24, rings: 240 }) {
  const sign = jaw === 'upper' ? -1 : 1;
  const offset = jaw === 'upper' ? 12 : 0;
  const width = jaw === 'upper' ? 29 : 27;
  const along = (row: number) => (row / (rings - 1)) * 2 - 1;
  const centre = (t: number): [number, number] => [
    width * Math.sin(t * 1.35),
    -38 * Math.cos(t * 1.45),
  ];
  const point = (row: number, segment: number): [number, number, number] => {
    const t = along(row);
    const [cx, cy] = centre(t);
    const [tx, ty] = tangent(centre, t);
    const phi = (2 * Math.PI * segment) / segments;
    const teeth = 2.2 * Math.max(0, Math.sin(t * 7 * Math.PI)) ** 0.6;
    const across = 5 * Math.cos(phi);
    const height = Math.sin(phi) * (Math.sin(phi) * sign > 0 ? 4 + teeth : 4);
    return [cx + ty * across, cy - tx * across, offset + height];
  };
  const [sx, sy] = centre(-1);
  const [ex, ey] = centre(1);
  return closedGrid(rings, segments, point, [sx, sy, offset], [ex, ey, offset]);
}

function tangent(curve: (t: number) => [number, number], t: number): [number, number] {
  const [ax, ay] = curve(t - 1e-3);
  const [bx, by] = curve(t + 1e-3);
  const length = Math.hypot(bx - ax, by - ay);
  return [(bx - ax) / length, (by - ay) / length];
}
