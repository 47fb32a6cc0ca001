import { closedGrid } from './indexedMesh';

/** Oracle shapes for the design-check tests: exact solids at a known tessellation. */

/** A sphere of `radius` about `centre`, wound outwards (or inwards: a cavity's wall). */
export function sphere(
  radius: number,
  { segments, rings }: { segments: number; rings: number },
  inwards = false,
  centre: [number, number, number] = [0, 0, 0],
): Float32Array {
  const [cx, cy, cz] = centre;
  const soup = closedGrid(
    rings,
    segments,
    (row, segment) => {
      const theta = (Math.PI * (row + 1)) / (rings + 1);
      const phi = (2 * Math.PI * segment) / segments;
      return [
        cx + radius * Math.sin(theta) * Math.cos(phi),
        cy + radius * Math.sin(theta) * Math.sin(phi),
        cz + radius * Math.cos(theta),
      ];
    },
    [cx, cy, cz + radius],
    [cx, cy, cz - radius],
  );
  return inwards ? flipped(soup) : soup;
}

/** Every triangle wound the other way. */
export function flipped(soup: Float32Array): Float32Array {
  const out = soup.slice();
  for (let t = 0; t < soup.length; t += 9) {
    out.set(soup.subarray(t + 3, t + 6), t + 6);
    out.set(soup.subarray(t + 6, t + 9), t + 3);
  }
  return out;
}

/** A hollow ball: outer sphere `radius`, a concentric cavity `thickness` smaller. */
export function sphericalShell(radius: number, thickness: number, triangles: number): Float32Array {
  // Half the triangles each; different tessellations, so no ray runs vertex to vertex.
  const outer = gridFor(triangles / 2, 2);
  const inner = gridFor(triangles / 2, 1.6);
  return joined(sphere(radius, outer), sphere(radius - thickness, inner, true));
}

/** A grid of about `triangles` (2 × segments × rings) with segments = ratio × rings. */
function gridFor(triangles: number, ratio: number) {
  const rings = Math.round(Math.sqrt(triangles / (2 * ratio)));
  return { segments: Math.round(rings * ratio), rings };
}

/**
 * A straight connector: a cylinder of `radius` along x from −length/2 to length/2 (capped by
 * a fan at each end), `segments` around.
 */
export function cylinderX(radius: number, length: number, segments: number, rows = 40) {
  return closedGrid(
    rows,
    segments,
    (row, segment) => {
      const phi = (2 * Math.PI * segment) / segments;
      const x = -length / 2 + (length * row) / (rows - 1);
      return [x, -radius * Math.cos(phi), radius * Math.sin(phi)];
    },
    [-length / 2, 0, 0],
    [length / 2, 0, 0],
  );
}

/** Soups one after another. */
export function joined(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
