import { describe, expect, it } from 'vitest';
import { BvhClosest } from './bvhClosest';
import { closedGrid } from './indexedMesh';
import { pseudoNormalSide, pseudoNormalsOf } from './pseudoNormals';
import { buildTargetTree } from './targetTree';

/**
 * A closed wedge prism: its section a triangle with a 20° angle at the apex (the origin), the
 * apex edge along z from −5 to 5, 6 mm long sides, capped at both ends.
 */
function wedge(degrees: number): Float32Array {
  const half = (degrees * Math.PI) / 360;
  const section: [number, number][] = [
    [0, 0],
    [6 * Math.cos(half), -6 * Math.sin(half)],
    [6 * Math.cos(half), 6 * Math.sin(half)],
  ];
  // Rows are z levels; each row's three segments the section's corners (counter-clockwise).
  const rows = 21;
  return closedGrid(
    rows,
    3,
    (row, segment) => [...section[segment], 5 - (10 * row) / (rows - 1)],
    [4, 0, 5],
    [4, 0, -5],
  );
}

function insideWedge(x: number, y: number, z: number, degrees: number): boolean {
  const half = (degrees * Math.PI) / 360;
  return Math.abs(z) < 5 && Math.abs(Math.atan2(y, x)) < half && x < 6 * Math.cos(half);
}

function wrongSigns(points: [number, number, number][], degrees: number) {
  const soup = wedge(degrees);
  const tree = buildTargetTree(soup);
  const closest = new BvhClosest(tree.root, tree.index, tree.positions);
  const normals = pseudoNormalsOf(tree);
  const hit = { x: 0, y: 0, z: 0, distanceSq: Infinity, triangle: -1, feature: 0 };
  return points.filter(([x, y, z]) => {
    closest.query(x, y, z, Infinity, hit);
    const side = pseudoNormalSide(normals, tree, x, y, z, hit);
    return side < 0 !== insideWedge(x, y, z, degrees);
  }).length;
}

describe('the sign of a distance near a sharp edge (angle-weighted pseudo-normals)', () => {
  it('is right for all 2,048 points on a circle around a 20° edge', () => {
    const points = Array.from({ length: 2048 }, (_, k): [number, number, number] => {
      const angle = (2 * Math.PI * (k + 0.5)) / 2048;
      return [0.1 * Math.cos(angle), 0.1 * Math.sin(angle), 0.013];
    });
    // The closest face's own normal gets 457 of these wrong (issue 37 found 416 in another tool).
    expect(wrongSigns(points, 20)).toBe(0);
  });

  it('is right around a knife-edge corner (apex edge meets the cap)', () => {
    const points: [number, number, number][] = [];
    for (let i = 0; i < 32; i += 1) {
      for (let j = 0; j < 64; j += 1) {
        const polar = (Math.PI * (i + 0.5)) / 32;
        const azimuth = (2 * Math.PI * j) / 64;
        const r = 0.05;
        points.push([
          r * Math.sin(polar) * Math.cos(azimuth),
          r * Math.sin(polar) * Math.sin(azimuth),
          5 + r * Math.cos(polar),
        ]);
      }
    }
    expect(wrongSigns(points, 10)).toBe(0);
  });
});
