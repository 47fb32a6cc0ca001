import type { CheckMethod, CheckResult, DesignCheckInput, Verdict } from './designCheckTypes';
import type { MapSink } from './measuredMaps';
import type { Surface, Vec3 } from './surface';
import { buildTargetTree } from './targetTree';
import type { TargetTree } from './targetTree';

/** Per welded vertex of the design (surfaceOf's order), mm: what the viewer colours by. */
export interface DesignCheckMaps {
  /** Wall thickness; NaN where not measured (the margin band, an open wall). */
  thickness?: Float32Array;
  /** Each vertex's kind of wall: 0 occlusal, 1 axial (mapBands' order). */
  thicknessWalls?: Uint8Array;
  /** Signed distance to the antagonist. */
  clearance?: Float32Array;
  /** Signed distance to the neighbouring teeth. */
  proximal?: Float32Array;
}

/**
 * What every check reads: the input, the method, the design's surface when there is one, each
 * file's tree built once and shared (the antagonist's serves the clearance and the prep's
 * space), and the maps the checks leave for the viewer.
 */
export interface CheckContext {
  input: DesignCheckInput;
  method: CheckMethod;
  design?: Surface;
  /** Handed each check's full map when given (the value at a QC pin, measuredAtPin.ts). */
  collect?: MapSink;
  treeOf: (positions: Float32Array) => TargetTree;
  maps: DesignCheckMaps;
  /** Handed a map as soon as it can be drawn, before the checks end (the viewer's first look). */
  onMap?: (maps: DesignCheckMaps) => void;
}

/** A tree per surface, built on first use; kept no longer than the surface itself. */
export function treeCache(): (positions: Float32Array) => TargetTree {
  const trees = new WeakMap<Float32Array, TargetTree>();
  return (positions) => {
    let tree = trees.get(positions);
    if (!tree) {
      tree = buildTargetTree(positions);
      trees.set(positions, tree);
    }
    return tree;
  };
}

type FileRole = 'design' | 'antagonist' | 'neighbours' | 'prep';

/** The citation every result carries: profile id and version, parameters, files' SHA-256. */
export function citesOf(input: DesignCheckInput, roles: FileRole[]): CheckResult['cites'] {
  const files: CheckResult['cites']['files'] = {};
  for (const role of roles) {
    const sha = input[role]?.sha256;
    if (sha) files[role] = sha;
  }
  return {
    profile: { id: input.profile.id, version: input.profile.version },
    parameters: { ...input.parameters },
    files,
  };
}

/**
 * hard below the material's limit, soft below the order's (when stricter), pass otherwise: a
 * value exactly at a limit meets it.
 */
export function verdictAtLeast(
  measured: number,
  hardLimit: number,
  softLimit = hardLimit,
): Verdict {
  if (measured < hardLimit) return 'hard';
  if (measured < softLimit) return 'soft';
  return 'pass';
}

/** Rounded for the report: 0.1 µm for lengths, 0.001 mm² for areas. */
export const mm = (value: number) => Math.round(value * 1e4) / 1e4;
export const mm2 = (value: number) => Math.round(value * 1e3) / 1e3;

/** The lowest value over the vertices `selected` picks (Infinity when none), and its vertex. */
export function lowest(values: ArrayLike<number>, selected: (v: number) => boolean) {
  let min = Infinity;
  let vertex = -1;
  for (let v = 0; v < values.length; v += 1) {
    if (selected(v) && values[v] < min) {
      min = values[v];
      vertex = v;
    }
  }
  return { min, vertex };
}

/** Sum of the vertex areas of the vertices `selected` picks, mm². */
export function areaWhere(surface: Surface, selected: (v: number) => boolean): number {
  let sum = 0;
  for (let v = 0; v < surface.areas.length; v += 1) if (selected(v)) sum += surface.areas[v];
  return sum;
}

export const dot3 = (p: ArrayLike<number>, v: number, axis: Vec3) =>
  p[v * 3] * axis[0] + p[v * 3 + 1] * axis[1] + p[v * 3 + 2] * axis[2];
