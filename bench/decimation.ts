import { BufferAttribute, BufferGeometry } from 'three';
import { SimplifyModifier } from 'three/addons/modifiers/SimplifyModifier.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';
import { decimate } from '../src/domain/mesh/decimate';
import { PREVIEW_TRIANGLES } from '../src/domain/mesh/types';
import { crownMesh } from '../src/domain/mesh/toothMesh';

export interface DecimationFigure {
  method: string;
  triangles: number;
  /** Triangles of the preview. */
  kept: number;
  ms: number;
}

/**
 * In Node: meshoptimizer's simplifySloppy (the viewer's choice) and simplify (quadric) to the
 * preview size, weld included, at 1M and 4M; three's SimplifyModifier on 20,000- and
 * 100,000-triangle crowns to 30 % (how it grows tells what a million would cost).
 */
export async function measureDecimation(): Promise<DecimationFigure[]> {
  const figures: DecimationFigure[] = [];
  const crown = (triangles: number) => {
    const rings = Math.round(Math.sqrt(triangles / 4));
    return crownMesh({ segments: 2 * rings, rings });
  };
  for (const [triangles, methods] of [
    [1_000_000, ['sloppy', 'careful']],
    [4_000_000, ['sloppy']],
  ] as const) {
    const soup = crown(triangles);
    for (const method of methods) {
      const start = performance.now();
      const preview = await decimate(soup, PREVIEW_TRIANGLES, method);
      const ms = performance.now() - start;
      figures.push({ method: `meshoptimizer ${method}`, triangles, kept: preview.triangles, ms });
    }
  }
  for (const triangles of [20_000, 100_000]) {
    const small = crown(triangles);
    const geometry = mergeVertices(
      new BufferGeometry().setAttribute('position', new BufferAttribute(small, 3)),
    );
    const start = performance.now();
    const simplified = await new SimplifyModifier().modify(
      geometry,
      Math.floor(geometry.getAttribute('position').count * 0.7),
    );
    const ms = performance.now() - start;
    const kept = (simplified.index?.count ?? simplified.getAttribute('position').count) / 3;
    figures.push({ method: 'three SimplifyModifier', triangles: small.length / 9, kept, ms });
  }
  return figures;
}
