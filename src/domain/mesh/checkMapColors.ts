import { colorsBySoupVertex } from './vertexColors';
import { CONTACT_TARGET_MM } from '../designParameters';
import type { DesignParameters } from '../designParameters';
import type { MaterialProfile } from '../materialProfiles';
import { OVERLAP_MM } from './checkProximal';
import { DEFAULT_METHOD } from './designCheckTypes';
import type { CheckMethod } from './designCheckTypes';

/** The maps the viewer can colour the design by. */
export const MAP_KINDS = ['thickness', 'clearance', 'contacts'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

/**
 * One scale of a map: red below `hardMm` (what the material or a seat allows), amber below
 * `orderMm` (what the order asks), green from there; a value exactly at a break meets it, as the
 * verdicts do (verdictAtLeast).
 */
export interface MapBand {
  /** Which walls it colours: occlusal / axial for thickness, all for the others. */
  walls: 'occlusal' | 'axial' | 'all';
  hardMm: number;
  orderMm: number;
}

/** RGB (0…1): red, amber, green, and grey where nothing was measured (the margin band). */
export const MAP_PALETTE = {
  hard: [0.86, 0.12, 0.1],
  soft: [1, 0.7, 0.1],
  pass: [0.2, 0.7, 0.3],
  none: [0.62, 0.62, 0.62],
} as const;

type Rgb = readonly [number, number, number];

/**
 * The scales of each map from the order's numbers, as the checks judge: thickness by the
 * material's minimum (hard) and the order's when higher, per kind of wall; clearance hard inside
 * the antagonist, amber closer than the order's clearance less the contact band; contacts hard
 * past the overlap a crown cannot seat with, amber tighter than the preference allows.
 */
export function mapBands(
  kind: MapKind,
  profile: MaterialProfile,
  parameters: DesignParameters,
  method: CheckMethod = DEFAULT_METHOD,
): MapBand[] {
  if (kind === 'thickness') {
    const wall = (walls: 'occlusal' | 'axial', hardMm: number): MapBand => ({
      walls,
      hardMm,
      orderMm: Math.max(hardMm, parameters.minThicknessMm),
    });
    return [wall('occlusal', profile.minOcclusalMm), wall('axial', profile.minAxialMm)];
  }
  if (kind === 'clearance') {
    const order = parameters.occlusalClearanceMm - method.contactBandMm;
    return [{ walls: 'all', hardMm: Math.min(0, order), orderMm: order }];
  }
  const order = CONTACT_TARGET_MM[parameters.proximalContact] - method.proximalToleranceMm;
  return [{ walls: 'all', hardMm: Math.min(-OVERLAP_MM, order), orderMm: order }];
}

export function mapColor(value: number, band: MapBand): Rgb {
  if (Number.isNaN(value)) return MAP_PALETTE.none;
  if (value < band.hardMm) return MAP_PALETTE.hard;
  if (value < band.orderMm) return MAP_PALETTE.soft;
  return MAP_PALETTE.pass;
}

/**
 * Per-vertex colours of the design's soup (3 floats a soup vertex) from a map over its welded
 * vertices: `ids` maps each soup vertex to its welded one, `bandOf` (when there are several
 * bands) each welded vertex to its band's index.
 */
export function mapColors(
  values: ArrayLike<number>,
  ids: ArrayLike<number>,
  bands: readonly MapBand[],
  bandOf?: ArrayLike<number>,
): Float32Array {
  return colorsBySoupVertex(
    values.length,
    (v) => mapColor(values[v], bands[bandOf ? bandOf[v] : 0]),
    ids,
  );
}
