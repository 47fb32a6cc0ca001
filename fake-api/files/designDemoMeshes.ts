import { curve, revolve } from './revolve';
import type { ProfilePoint } from './revolve';

/**
 * A consistent lower-molar case for the design checks (issue 37, docs/DESIGN_CHECKS.md): a prep
 * die, the antagonist above it, the two neighbours, and crowns designed on it — one clean, one
 * ground to 0.3 mm at a cusp, one 0.08 mm into the antagonist — plus the prep left 1 mm short
 * of the 1.5 mm lithium disilicate needs. Path of insertion +z, margin at z = 0. Pure and
 * deterministic.
 */

export const CEMENT_GAP_MM = 0.05;
const MARGIN_RADIUS = 3.6;
const PREP_TOP = 4.3;
const OCCLUSAL_BASE = 5.6;
const CUSPS: [number, number][] = [
  [1.3, 1.3],
  [-1.3, 1.3],
  [1.3, -1.3],
  [-1.3, -1.3],
];
/** The crown's widest (height of contour) and the neighbours': they meet 0.03 mm deep. */
const CROWN_CONTOUR = 4.2;
const NEIGHBOUR_CONTOUR = 4.0;
export const PROXIMAL_OVERLAP_MM = 0.03;

/** The prep die: chamfer at the margin, 6° taper, rounded flat top at `top`. */
export function prepDie(top = PREP_TOP): Float32Array {
  return revolve(prepPath(top, 0));
}

function prepPath(top: number, offset: number): ProfilePoint[] {
  const taperTop = top - 0.3;
  const axial = (z: number) => 3.0 - ((z - 0.5) * 0.4) / 3.5 + offset;
  return [
    [0, top + offset],
    [2.2 + offset, top + offset],
    [2.45 + offset, top - 0.07 + offset * 0.7],
    [axial(taperTop) - 0.02, taperTop + 0.1],
    [axial(taperTop), taperTop],
    [axial(0.5), 0.5],
    [MARGIN_RADIUS, 0],
    [MARGIN_RADIUS, -4],
    [0, -4],
  ];
}

/** The crown's axial wall: from the margin out to the height of contour at 2.5, then in. */
function crownAxial(z: number): number {
  if (z <= 2.5)
    return MARGIN_RADIUS + (CROWN_CONTOUR - MARGIN_RADIUS) * Math.sin((Math.PI / 2) * (z / 2.5));
  return CROWN_CONTOUR - 0.2 * ((z - 2.5) / 2.1) ** 2;
}

/** Four cusps and a fossa, fading out towards the occlusal edge. */
function relief(x: number, y: number): number {
  let height = -0.25;
  for (const [cx, cy] of CUSPS) height += 0.6 * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2));
  return height * fade(Math.hypot(x, y));
}

const fade = (r: number) =>
  r <= 2.8 ? 1 : r >= 3.6 ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * (r - 2.8)) / 0.8);
const bump = (x: number, y: number, [cx, cy]: [number, number], spread: number) =>
  Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / spread);

export type CrownVariant = 'clean' | 'thin-cusp' | 'heavy-contact';

/**
 * A full crown on the prep die: the outer surface (occlusal relief on a table at 5.6), the
 * margin as a knife edge, the intaglio the die offset by the cement gap.
 */
export function crown(variant: CrownVariant = 'clean', detail = 1): Float32Array {
  const outer: ProfilePoint[] = [
    [0, OCCLUSAL_BASE],
    [2.0, OCCLUSAL_BASE],
    [3.0, OCCLUSAL_BASE - 0.1],
    [3.6, OCCLUSAL_BASE - 0.4],
    ...curve(crownAxial, 4.6, 0),
  ];
  const intaglio = prepPath(PREP_TOP, CEMENT_GAP_MM).slice(0, 7).reverse();
  intaglio[0] = [MARGIN_RADIUS, 0];
  const path = [...outer, ...intaglio.slice(1)];
  const base = OCCLUSAL_BASE + relief(...CUSPS[3]);
  // Only the outer occlusal surface carries the relief (the intaglio's top is at 4.35).
  return revolve(path, finer(detail), (x, y, z) => {
    if (z < OCCLUSAL_BASE - 0.5) return 0;
    let lift = relief(x, y);
    const edge = fade(Math.hypot(x, y));
    // Ground down over the last cusp to 0.3 mm above the intaglio's flat top.
    if (variant === 'thin-cusp')
      lift -= (base - (PREP_TOP + CEMENT_GAP_MM + 0.3)) * bump(x, y, CUSPS[3], 1.2) * edge;
    // Raised 0.08 mm over the first cusp: into the antagonist, which touches the clean cusps.
    if (variant === 'heavy-contact') lift += 0.08 * bump(x, y, CUSPS[0], 0.5) * edge;
    return lift;
  });
}

/** Where the antagonist's flat occlusal surface sits: on the clean crown's cusp tips. */
export function antagonistLevel(): number {
  const positions = crown('clean');
  let top = -Infinity;
  for (let i = 2; i < positions.length; i += 3) top = Math.max(top, positions[i]);
  return top;
}

/** The opposing molar: a flat occlusal surface at `level`, rounded to its walls. */
export function antagonist(level = antagonistLevel(), detail = 1, cx = 0, cy = 0): Float32Array {
  return revolve(
    [
      [0, level + 6],
      [4.8, level + 6],
      [4.8, level + 1],
      [4.5, level + 0.3],
      [3.8, level],
      [0, level],
    ],
    { ...finer(detail), cx, cy },
  );
}

/** `detail` times the demo's vertices along and around (about detail² the triangles). */
const finer = (detail: number) => ({ segments: Math.round(96 * detail), spacing: 0.1 / detail });

/** The neighbours either side, their contours 0.03 mm into the crown's. */
export function neighbours(): Float32Array {
  const axial = (z: number) => crownAxial(z) - (CROWN_CONTOUR - NEIGHBOUR_CONTOUR);
  const path: ProfilePoint[] = [
    [0, 5.4],
    [2.5, 5.4],
    [3.5, 5.0],
    ...curve(axial, 4.6, 0),
    [3.4, -4],
    [0, -4],
  ];
  const distance = CROWN_CONTOUR + NEIGHBOUR_CONTOUR - PROXIMAL_OVERLAP_MM;
  const mesial = revolve(path, { cx: -distance });
  const distal = revolve(path, { cx: distance });
  const both = new Float32Array(mesial.length + distal.length);
  both.set(mesial);
  both.set(distal, mesial.length);
  return both;
}
