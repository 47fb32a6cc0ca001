import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { describe, expect, it } from 'vitest';
import { BvhClosest } from './bvhClosest';
import { DeviationJob, deviationFigures, measureAlong } from './deviation';
import { closedGrid } from './indexedMesh';
import { buildTargetTree } from './targetTree';
import { crownMesh } from './toothMesh';

function sphere(radius: number, rings = 60, segments = 120): Float32Array {
  return closedGrid(
    rings,
    segments,
    (row, segment) => {
      const theta = (Math.PI * (row + 1)) / (rings + 1);
      const phi = (2 * Math.PI * segment) / segments;
      return [
        radius * Math.sin(theta) * Math.cos(phi),
        radius * Math.sin(theta) * Math.sin(phi),
        radius * Math.cos(theta),
      ];
    },
    [0, 0, radius],
    [0, 0, -radius],
  );
}

describe('deviation map', () => {
  it('a sphere against a sphere 0.1 mm larger: 0.1 mm everywhere, all within tolerance', () => {
    const job = new DeviationJob(sphere(5), sphere(5.1));
    const distances = job.full();
    expect(distances).toHaveLength(job.count);
    for (const d of distances) {
      // Inside the larger sphere: negative; the facets sit a chord's sagitta (< 2 µm) inside it.
      expect(d).toBeLessThan(-0.098);
      expect(d).toBeGreaterThan(-0.1001);
    }
    const figures = deviationFigures(distances, job.weights, 0.11);
    expect(figures.max).toBeCloseTo(0.1, 3);
    expect(figures.mean).toBeCloseTo(0.1, 3);
    expect(figures.rms).toBeCloseTo(0.1, 3);
    expect(figures.withinTolerance).toBe(1);
    expect(deviationFigures(distances, job.weights, 0.05).withinTolerance).toBe(0);
  });

  it('is positive outside the target', () => {
    const job = new DeviationJob(sphere(5.1, 40, 80), sphere(5, 40, 80));
    expect(Math.min(...job.full())).toBeGreaterThan(0.09);
  });

  it('the coarse pass gives a complete map close to the full one', () => {
    const source = crownMesh({ segments: 96, rings: 48 });
    const target = source.map((value, i) => (i % 3 === 2 ? value + 0.05 : value));
    const job = new DeviationJob(source, target);
    const coarse = job.coarse(16);
    const full = job.full();
    expect(coarse).toHaveLength(full.length);
    expect(coarse.every((d) => Number.isFinite(d) && Math.abs(d) <= 0.0501)).toBe(true);
    expect(Math.max(...full.map(Math.abs))).toBeCloseTo(0.05, 4);
  });

  it('measures to a tree built elsewhere (the builder worker’s) as to one built in the job', () => {
    const source = crownMesh({ segments: 64, rings: 32 });
    const target = source.map((value, i) => (i % 3 === 0 ? value - 0.04 : value));
    const tree = buildTargetTree(target.slice());
    const handedOver = new DeviationJob(source);
    expect(() => handedOver.coarse(16)).toThrow('no target');
    handedOver.measureTo(structuredClone(tree));
    expect(handedOver.full()).toEqual(new DeviationJob(source, target).full());
    expect(Math.max(...handedOver.full().map(Math.abs))).toBeCloseTo(0.04, 4);
  });

  it('finds the same closest distance as three-mesh-bvh', () => {
    const target = crownMesh({ segments: 64, rings: 32 });
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(target, 3));
    const bvh = new MeshBVH(geometry);
    const index = geometry.getIndex();
    if (!index) throw new Error('no index');
    const closest = BvhClosest.of(bvh, index.array, target);
    const hit = { x: 0, y: 0, z: 0, distanceSq: 0, triangle: 0, feature: 0 };
    const reference = { point: new Vector3(), distance: 0, faceIndex: 0 };
    for (let i = 0; i < 500; i += 1) {
      const point = new Vector3(
        Math.sin(i * 12.9898) * 8,
        Math.sin(i * 78.233) * 8,
        Math.sin(i * 37.719) * 8,
      );
      closest.query(point.x, point.y, point.z, Infinity, hit);
      bvh.closestPointToPoint(point, reference);
      expect(Math.sqrt(hit.distanceSq)).toBeCloseTo(reference.distance, 5);
    }
  });

  it('gives the same map when a second worker measures the second half of the order', () => {
    const source = crownMesh({ segments: 64, rings: 32 });
    const target = source.map((value, i) => (i % 3 === 1 ? value + 0.03 : value));
    const whole = new DeviationJob(source, target).full();
    const job = new DeviationJob(source, target);
    const half = Math.floor(job.count / 2);
    const split = job.full(undefined, 100, half);
    const tree = buildTargetTree(target.slice());
    const closest = new BvhClosest(tree.root, tree.index, tree.positions);
    job.merge(
      split,
      half,
      measureAlong(closest, tree, job.vertices, job.order, 1, half, job.count),
    );
    expect(split).toEqual(whole);
  });

  it('weights the figures by surface area', () => {
    const figures = deviationFigures([0.1, -0.3], [3, 1], 0.2);
    expect(figures.max).toBe(0.3);
    expect(figures.mean).toBeCloseTo(0.15, 12);
    expect(figures.rms).toBeCloseTo(Math.sqrt(0.12 / 4), 12);
    expect(figures.withinTolerance).toBe(0.75);
  });

  it('gives area-weighted percentiles of |distance|', () => {
    // 100 vertices of area 1 at 0.01 … 1.00 mm, and one of area 100 at 2 mm (half the surface).
    const distances = [
      ...Array.from({ length: 100 }, (_, i) => ((i % 2 ? 1 : -1) * (i + 1)) / 100),
      2,
    ];
    const weights = [...Array.from({ length: 100 }, () => 1), 100];
    const figures = deviationFigures(distances, weights, 0.05);
    expect(figures.p50).toBeCloseTo(1, 12);
    expect(figures.p90).toBe(2);
    expect(figures.p99).toBe(2);
    expect(figures.withinTolerance).toBeCloseTo(5 / 200, 12);
    const even = deviationFigures(distances.slice(0, 100), weights.slice(0, 100), 0.05);
    expect(even.p50).toBeCloseTo(0.5, 12);
    expect(even.p90).toBeCloseTo(0.9, 12);
    expect(even.p99).toBeCloseTo(0.99, 12);
  });

  it('takes the sign from the target’s own normals: moving both meshes changes nothing', () => {
    // An open target (a scan or a die: the crown's occlusal half) and a closed one.
    const crown = crownMesh({ segments: 64, rings: 32 });
    const occlusal = crown.filter(
      (_, i) =>
        crown[i - (i % 9) + 2] > 0 && crown[i - (i % 9) + 5] > 0 && crown[i - (i % 9) + 8] > 0,
    );
    for (const target of [occlusal, crown]) {
      const source = target.map((value, i) => (i % 3 === 2 ? value + 0.1 : value));
      const here = new DeviationJob(source, target).full();
      const moved = (mesh: Float32Array) =>
        mesh.map((value, i) => (i % 3 === 2 ? value - 10 : value + 25));
      const there = new DeviationJob(moved(source), moved(target)).full();
      expect(there.length).toBe(here.length);
      let most = 0;
      for (let i = 0; i < here.length; i += 1) {
        most = Math.max(most, Math.abs(here[i] - there[i]));
      }
      expect(most).toBeLessThan(1e-4);
      // Raised 0.1 mm over the occlusal side, which faces +Z: outside, positive, at the top.
      const top = new DeviationJob(source, target);
      const distances = top.full();
      let highest = 0;
      for (let v = 1; v < top.count; v += 1) {
        if (top.vertices[v * 3 + 2] > top.vertices[highest * 3 + 2]) highest = v;
      }
      expect(distances[highest]).toBeGreaterThan(0.09);
    }
  });

  it('reads a target wound inwards by its normals: the sign flips with the winding', () => {
    const inward = (mesh: Float32Array) => {
      const out = mesh.slice();
      for (let t = 0; t < mesh.length; t += 9) {
        out.set(mesh.subarray(t + 3, t + 6), t + 6);
        out.set(mesh.subarray(t + 6, t + 9), t + 3);
      }
      return out;
    };
    expect(
      Math.max(...new DeviationJob(sphere(5.1, 40, 80), inward(sphere(5, 40, 80))).full()),
    ).toBeLessThan(-0.09);
  });
});
