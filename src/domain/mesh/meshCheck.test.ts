import { describe, expect, it } from 'vitest';
import { CHECK_REASONS, checkMesh, reasonValues } from './meshCheck';
import { crownMesh, jawMesh } from './toothMesh';

/** The crown without its last `count` triangles: a hole in a closed surface. */
const withHole = (positions: Float32Array, count: number) =>
  positions.slice(0, positions.length - count * 9);

const scaled = (positions: Float32Array, factor: number) => positions.map((v) => v * factor);

/** A 10 mm cube at `at`, 12 triangles wound outwards (counter-clockwise seen from outside). */
function cube(at: [number, number, number] = [0, 0, 0]): Float32Array {
  const corner = (i: number) => [0, 1, 2].map((axis) => at[axis] + ((i >> axis) & 1) * 10);
  // Each face as four corner numbers (bit 0 = x, bit 1 = y, bit 2 = z), counter-clockwise.
  const faces = [
    [0, 2, 3, 1], // z = 0, normal −z
    [4, 5, 7, 6], // z = 10
    [0, 1, 5, 4], // y = 0
    [2, 6, 7, 3], // y = 10
    [0, 4, 6, 2], // x = 0
    [1, 3, 7, 5], // x = 10
  ];
  return Float32Array.from(faces.flatMap(([a, b, c, d]) => [a, b, c, a, c, d].flatMap(corner)));
}

/** The soup with triangles `from` … `to` − 1 wound the other way (two corners swapped). */
function flipped(soup: Float32Array, from = 0, to = soup.length / 9): Float32Array {
  const out = soup.slice();
  for (let t = from; t < to; t += 1) {
    out.set(soup.subarray(t * 9 + 3, t * 9 + 6), t * 9 + 6);
    out.set(soup.subarray(t * 9 + 6, t * 9 + 9), t * 9 + 3);
  }
  return out;
}

describe('checkMesh', () => {
  it('passes a closed crown of plausible size', () => {
    const crown = crownMesh();
    const check = checkMesh(crown);
    expect(check).toMatchObject({
      triangles: crown.length / 9,
      degenerate: 0,
      openEdges: 0,
      nonManifoldEdges: 0,
      watertight: true,
      verdict: 'pass',
      reasons: [],
    });
    expect(check.sizeMm[0]).toBeGreaterThan(8);
    expect(check.sizeMm[0]).toBeLessThan(12);
  });

  it('finds the border of a hole as open edges', () => {
    // The last triangles of the grid are the fan around the bottom pole: removing one leaves
    // a hole of three edges; removing two adjacent fan triangles leaves four.
    expect(checkMesh(withHole(crownMesh(), 1))).toMatchObject({
      openEdges: 3,
      nonManifoldEdges: 0,
      watertight: false,
      verdict: 'warn',
      reasons: [CHECK_REASONS.openEdges],
    });
    expect(checkMesh(withHole(crownMesh(), 2)).openEdges).toBe(4);
  });

  it('passes both jaw arches', () => {
    for (const jaw of ['upper', 'lower'] as const) {
      expect(checkMesh(jawMesh(jaw))).toMatchObject({ watertight: true, verdict: 'pass' });
    }
  });

  it('counts degenerate triangles (repeated corner or no area)', () => {
    const crown = crownMesh();
    const point = [...crown.slice(0, 3)];
    const repeated = Float32Array.from([...point, ...point, ...crown.slice(3, 6)]);
    const collinear = Float32Array.from([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    const check = checkMesh(Float32Array.from([...crown, ...repeated, ...collinear]));
    expect(check.degenerate).toBe(2);
    expect(check.reasons).toContain(CHECK_REASONS.degenerate);
  });

  it('counts an edge shared by three triangles as non-manifold', () => {
    const crown = crownMesh();
    // A fin on the first edge of the first triangle.
    const fin = Float32Array.from([...crown.slice(0, 6), 20, 20, 20]);
    const check = checkMesh(Float32Array.from([...crown, ...fin]));
    expect(check.nonManifoldEdges).toBe(1);
    expect(check.openEdges).toBe(2);
    expect(check.watertight).toBe(false);
    expect(check.reasons).toEqual([CHECK_REASONS.openEdges, CHECK_REASONS.nonManifold]);
  });

  it('flags a size that means wrong units (metres or microns)', () => {
    const tiny = checkMesh(scaled(crownMesh(), 0.001));
    expect(tiny.watertight).toBe(true);
    expect(tiny.reasons).toEqual([CHECK_REASONS.tooSmall]);
    expect(tiny.verdict).toBe('warn');
    const huge = checkMesh(scaled(crownMesh(), 800));
    expect(huge.reasons).toEqual([CHECK_REASONS.tooLarge]);
  });

  it('welds -0 and 0 as one vertex', () => {
    const crown = crownMesh().map((v) => (v === 0 ? -0 : v));
    expect(checkMesh(crown).openEdges).toBe(0);
  });

  it('passes a cube wound outwards: one closed shell, positive volume', () => {
    expect(checkMesh(cube())).toMatchObject({
      inconsistentEdges: 0,
      closedShells: 1,
      invertedShells: 0,
      verdict: 'pass',
    });
  });

  it('finds one face wound backwards: its four edges run the same way as their neighbours', () => {
    // Face z = 10 is triangles 2 and 3; flipping both leaves their diagonal consistent.
    const check = checkMesh(flipped(cube(), 2, 4));
    expect(check).toMatchObject({ openEdges: 0, watertight: true, inconsistentEdges: 4 });
    expect(check.closedShells).toBe(0);
    expect(check.reasons).toEqual([CHECK_REASONS.inconsistentWinding]);
    expect(check.verdict).toBe('warn');
  });

  it('finds a cube with every face reversed inside out', () => {
    const check = checkMesh(flipped(cube()));
    expect(check).toMatchObject({ inconsistentEdges: 0, closedShells: 1, invertedShells: 1 });
    expect(check.reasons).toEqual([CHECK_REASONS.inverted]);
  });

  it('judges each shell alone: two cubes, one reversed, far from the origin', () => {
    const check = checkMesh(
      Float32Array.from([...cube([500, 500, 500]), ...flipped(cube([520, 500, 500]))]),
    );
    expect(check).toMatchObject({ closedShells: 2, invertedShells: 1, inconsistentEdges: 0 });
    expect(check.reasons).toContain(CHECK_REASONS.inverted);
  });

  it('checks the winding of an open surface but not its volume', () => {
    // The cube without its top: open, no closed shell; one side face flipped.
    const open = Float32Array.from([...cube().slice(0, 18), ...cube().slice(36)]);
    expect(checkMesh(open)).toMatchObject({ inconsistentEdges: 0, closedShells: 0 });
    const mixed = checkMesh(flipped(open, 2, 4));
    expect(mixed).toMatchObject({ closedShells: 0, invertedShells: 0 });
    // Face y = 0 touches the bottom and two sides along three edges; its top edge is open.
    expect(mixed.inconsistentEdges).toBe(3);
    expect(mixed.reasons).toEqual([CHECK_REASONS.openEdges, CHECK_REASONS.inconsistentWinding]);
  });

  it('names the counts in its reasons', () => {
    const check = checkMesh(flipped(cube(), 2, 4));
    expect(reasonValues(check)).toMatchObject({ inconsistentEdges: 4, invertedShells: 0 });
  });

  it('reports the triangle count a binary STL header declared, when the parser noticed one', () => {
    const check = checkMesh(cube(), { declaredTriangles: 13 });
    expect(check.declaredTriangles).toBe(13);
    expect(check.reasons).toEqual([CHECK_REASONS.countMismatch]);
  });

  it('finds the demo meshes wound outwards', () => {
    for (const mesh of [crownMesh(), jawMesh('upper'), jawMesh('lower')]) {
      expect(checkMesh(mesh)).toMatchObject({
        closedShells: 1,
        invertedShells: 0,
        verdict: 'pass',
      });
    }
  });

  it('counts every edge of a soup that shares none (its edge table grows past its first size)', () => {
    const soup = new Float32Array(3000 * 9);
    for (let t = 0; t < 3000; t += 1) soup.set([t, 0, 0, t, 1, 0, t, 0, 1], t * 9);
    expect(checkMesh(soup)).toMatchObject({ openEdges: 9000, inconsistentEdges: 0 });
  });

  it('calls an empty mesh a warning', () => {
    expect(checkMesh(new Float32Array(0))).toMatchObject({
      triangles: 0,
      watertight: false,
      verdict: 'warn',
      reasons: [CHECK_REASONS.empty],
    });
  });
});
