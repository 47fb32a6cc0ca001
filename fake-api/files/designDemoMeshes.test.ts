import { describe, expect, it } from 'vitest';
import { BvhClosest } from '../../src/domain/mesh/bvhClosest';
import { checkMesh } from '../../src/domain/mesh/meshCheck';
import { pseudoNormalSide, pseudoNormalsOf } from '../../src/domain/mesh/pseudoNormals';
import { buildTargetTree } from '../../src/domain/mesh/targetTree';
import { DESIGN_DEMO_FILES } from './designDemoScenarios';
import { crown } from './designDemoMeshes';

describe('the design-check demo meshes', () => {
  it.each(Object.keys(DESIGN_DEMO_FILES))('%s is a closed solid wound outwards', (name) => {
    const check = checkMesh(DESIGN_DEMO_FILES[name]());
    expect(check).toMatchObject({ watertight: true, invertedShells: 0, selfIntersections: 0 });
    expect(check.verdict).toBe('pass');
  });

  it('gives the right side for every point around the crown’s knife-edge margin', () => {
    // In the plane y = 0 the mesh's section is its profile: the margin at (3.6, 0); the outer
    // wall leaves it at slope 0.3768 (r per z, to the first sample 0.1 mm up), the intaglio at
    // −1.1 (the chamfer offset by the cement gap).
    const soup = crown('clean');
    const tree = buildTargetTree(soup);
    const closest = new BvhClosest(tree.root, tree.index, tree.positions);
    const normals = pseudoNormalsOf(tree);
    const hit = { x: 0, y: 0, z: 0, distanceSq: Infinity, triangle: -1, feature: 0 };
    const outerSlope = (3.6 + 0.6 * Math.sin((Math.PI / 2) * (0.1 / 2.5)) - 3.6) / 0.1;
    let wrong = 0;
    for (let k = 0; k < 2048; k += 1) {
      const angle = (2 * Math.PI * (k + 0.5)) / 2048;
      const r = 3.6 + 0.03 * Math.cos(angle);
      const z = 0.03 * Math.sin(angle);
      const inside = z > 0 && r < 3.6 + outerSlope * z && r > 3.6 - 1.1 * z;
      closest.query(r, 0, z, Infinity, hit);
      if (pseudoNormalSide(normals, tree, r, 0, z, hit) < 0 !== inside) wrong += 1;
    }
    // The closest face's own normal gets 78 of these wrong.
    expect(wrong).toBe(0);
  });
});
