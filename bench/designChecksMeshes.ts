import { antagonist, antagonistLevel, crown } from '../fake-api/files/designDemoMeshes';

/** The demo crown at about 300,000 triangles (3.2 times the demo's detail along and around). */
export function benchCrown(): Float32Array {
  return crown('clean', 3.2);
}

/**
 * An antagonist arch of seven molars, about 300,000 triangles: the demo's antagonist over the
 * crown and three either side along a gentle curve, 10 mm apart.
 */
export function benchArch(): Float32Array {
  const level = antagonistLevel();
  const teeth = [-3, -2, -1, 0, 1, 2, 3].map((k) => antagonist(level, 1.22, k * 10, 0.25 * k * k));
  const arch = new Float32Array(teeth.reduce((sum, tooth) => sum + tooth.length, 0));
  let offset = 0;
  for (const tooth of teeth) {
    arch.set(tooth, offset);
    offset += tooth.length;
  }
  return arch;
}
