import { describe, expect, it } from 'vitest';
import { BvhClosest } from './bvhClosest';
import { buildTargetTree } from './targetTree';
import { crownMesh } from './toothMesh';

/** Every triangle of the soup, no tree: the reference. */
function bruteForceSq(soup: Float32Array, px: number, py: number, pz: number): number {
  const closest = new BvhClosest(oneLeafPerRoot(soup.length / 9), identity(soup.length / 3), soup);
  return closest.query(px, py, pz, Infinity, hit()).distanceSq;
}

/** A root that is one leaf holding every triangle. */
function oneLeafPerRoot(triangles: number): ArrayBuffer {
  const root = new ArrayBuffer(32);
  new Float32Array(root).set([-1e9, -1e9, -1e9, 1e9, 1e9, 1e9]);
  new Uint32Array(root)[6] = 0;
  new Uint16Array(root).set([triangles, 0xffff], 14);
  return root;
}

const identity = (count: number) => Uint32Array.from({ length: count }, (_, i) => i);
const hit = () => ({ x: 0, y: 0, z: 0, distanceSq: Infinity, triangle: -1, feature: 0 });

describe('BvhClosest', () => {
  it('finds the closest triangle through the tree, with or without a bound from a nearby query', () => {
    const soup = crownMesh({ segments: 40, rings: 20 });
    const tree = buildTargetTree(soup.slice());
    const closest = new BvhClosest(tree.root, tree.index, tree.positions);
    const previous = hit();
    for (let i = 0; i < 300; i += 1) {
      const [px, py, pz] = [Math.sin(i * 1.3) * 7, Math.cos(i * 0.7) * 6, Math.sin(i * 0.31) * 6];
      const exact = bruteForceSq(soup, px, py, pz);
      expect(closest.query(px, py, pz, Infinity, hit()).distanceSq).toBeCloseTo(exact, 9);
      if (previous.triangle >= 0) {
        // The previous query's closest point bounds this one from above, as deviation.ts does.
        const bound = (px - previous.x) ** 2 + (py - previous.y) ** 2 + (pz - previous.z) ** 2;
        const bounded = closest.query(px, py, pz, bound * 1.000001 + 1e-12, hit());
        expect(bounded.triangle).toBeGreaterThanOrEqual(0);
        expect(bounded.distanceSq).toBeCloseTo(exact, 9);
      }
      closest.query(px, py, pz, Infinity, previous);
    }
  });

  it('finds nothing within a bound closer than the surface', () => {
    const soup = crownMesh({ segments: 40, rings: 20 });
    const tree = buildTargetTree(soup.slice());
    const closest = new BvhClosest(tree.root, tree.index, tree.positions);
    const exact = bruteForceSq(soup, 20, 0, 0);
    const found = closest.query(20, 0, 0, exact * 0.99, hit());
    expect(found.triangle).toBe(-1);
    expect(found.distanceSq).toBe(Infinity);
  });
});
