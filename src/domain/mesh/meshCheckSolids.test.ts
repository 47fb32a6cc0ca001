import { describe, expect, it } from 'vitest';
import { checkMesh } from './meshCheck';
import { parsePly } from './plyRead';
import { dodecahedron, hexagonalPrism, polygonPly } from './polygonFixtures';
import { crownMesh } from './toothMesh';

/** A cube of side `size` at `at`, wound outwards (or inwards when `inwards`). */
function cube(at: number[], size: number, inwards = false): number[] {
  const corner = (i: number) => [0, 1, 2].map((axis) => at[axis] + ((i >> axis) & 1) * size);
  const faces = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  return faces.flatMap(([a, b, c, d]) =>
    (inwards ? [a, c, b, a, d, c] : [a, b, c, a, c, d]).flatMap(corner),
  );
}

const soup = (...parts: number[][]) => Float32Array.from(parts.flat());

describe('checkMesh on solids other tools misjudge', () => {
  it('passes a hollow cube: the cavity shell facing inwards is right', () => {
    const hollow = soup(cube([0, 0, 0], 10), cube([3, 3, 3], 4, true));
    expect(checkMesh(hollow)).toMatchObject({
      closedShells: 2,
      invertedShells: 0,
      selfIntersections: 0,
      verdict: 'pass',
    });
  });

  it('calls a cavity shell facing outwards inverted', () => {
    const wrong = soup(cube([0, 0, 0], 10), cube([3, 3, 3], 4));
    expect(checkMesh(wrong)).toMatchObject({ closedShells: 2, invertedShells: 1 });
  });

  it('still calls two separate outward cubes right and an inward one inverted', () => {
    expect(checkMesh(soup(cube([0, 0, 0], 5), cube([20, 0, 0], 5)))).toMatchObject({
      invertedShells: 0,
    });
    expect(checkMesh(soup(cube([0, 0, 0], 5), cube([20, 0, 0], 5, true)))).toMatchObject({
      invertedShells: 1,
    });
  });

  it('reports a vertex where two cubes touch at a corner only (a bow tie)', () => {
    const check = checkMesh(soup(cube([0, 0, 0], 5), cube([5, 5, 5], 5)));
    expect(check).toMatchObject({
      nonManifoldVertices: 1,
      nonManifoldEdges: 0,
      openEdges: 0,
      verdict: 'warn',
    });
    expect(check.reasons).toContain('app.viewer.check.reason.non_manifold_vertices');
  });

  it('reports two overlapping cubes as self-intersecting', () => {
    const check = checkMesh(soup(cube([0, 0, 0], 10), cube([5, 5, 5], 10)));
    // Each of the three faces of one cube inside the other crosses three faces of the other.
    expect(check.selfIntersections).toBeGreaterThan(0);
    expect(check.reasons).toContain('app.viewer.check.reason.self_intersections');
    expect(checkMesh(crownMesh()).selfIntersections).toBe(0);
  });

  it.each([
    ['hexagonal prism', hexagonalPrism()],
    ['dodecahedron', dodecahedron()],
  ])('reads the %s PLY (n-gon faces) as a closed solid', (_, { vertices, faces }) => {
    const bytes = polygonPly(vertices, faces);
    const check = checkMesh(parsePly(bytes.slice().buffer).positions);
    expect(check).toMatchObject({ watertight: true, closedShells: 1, invertedShells: 0 });
    expect(check.verdict).toBe('pass');
  });
});
