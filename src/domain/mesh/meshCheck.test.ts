import { describe, expect, it } from 'vitest';
import { CHECK_REASONS, checkMesh } from './meshCheck';
import { crownMesh, jawMesh } from './toothMesh';

/** The crown without its last `count` triangles: a hole in a closed surface. */
const withHole = (positions: Float32Array, count: number) =>
  positions.slice(0, positions.length - count * 9);

const scaled = (positions: Float32Array, factor: number) => positions.map((v) => v * factor);

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

  it('calls an empty mesh a warning', () => {
    expect(checkMesh(new Float32Array(0))).toMatchObject({
      triangles: 0,
      watertight: false,
      verdict: 'warn',
      reasons: [CHECK_REASONS.empty],
    });
  });
});
