import { connectorResult } from './checkConnector';
import { clearanceResult, prepSpaceResult } from './checkOcclusion';
import { proximalResults } from './checkProximal';
import { thicknessResults } from './checkThickness';
import { treeCache } from './designCheckContext';
import type { CheckContext, DesignCheckMaps } from './designCheckContext';
import { CHECK_IDS, DEFAULT_METHOD } from './designCheckTypes';
import type { CheckId, CheckResult, DesignCheckInput, DesignCheckReport } from './designCheckTypes';
import type { MapSink } from './measuredMaps';
import { surfaceOf } from './surface';

export type { DesignCheckMaps } from './designCheckContext';

const SKIPPED = 'app.design_check.skipped';

/**
 * The checks in two halves that need no tree of each other's, so two workers can share a run:
 * the design's walls (its own tree) and its surroundings (antagonist, neighbours, prep, bridge).
 */
export type CheckPart = 'walls' | 'surroundings';
export const CHECK_PARTS: readonly CheckPart[] = ['walls', 'surroundings'];

/** A report, the design's maps per welded vertex and each soup vertex's welded id. */
export interface MeasuredDesign {
  report: DesignCheckReport;
  maps: DesignCheckMaps;
  /** Soup vertex → welded vertex (the maps' index); absent without a design. */
  ids?: Uint32Array;
}

/**
 * Measures a design against its order's own numbers (issue 37; docs/DESIGN_CHECKS.md): wall
 * thickness, occlusal clearance, proximal contacts, bridge connectors and the space the prep
 * left. Pure and synchronous (a worker in the browser, the fake API or the CLI in Node): the
 * caller reads the files and hashes them. Every result cites the material profile's version,
 * the parameters and the files' SHA-256; a check that cannot be made is listed as skipped.
 * `collect`, when given, receives each check's whole map (the value at a QC pin).
 */
export function checkDesign(input: DesignCheckInput, collect?: MapSink): DesignCheckReport {
  return measureDesignParts(input, CHECK_PARTS, collect).report;
}

export interface MeasureOptions {
  treeOf?: CheckContext['treeOf'];
  /** Each map's first look, with the soup's welded ids the viewer colours by. */
  onMap?: (maps: DesignCheckMaps & { ids?: Uint32Array }) => void;
}

/**
 * The `parts` of checkDesign (all by default), with the maps the viewer colours by. `treeOf`
 * may hand over trees built before (a worker keeps its case scans' between designs); `onMap`
 * receives the first look at each map before the checks end.
 */
export function measureDesignParts(
  input: DesignCheckInput,
  parts: readonly CheckPart[] = CHECK_PARTS,
  collect?: MapSink,
  { treeOf = treeCache(), onMap }: MeasureOptions = {},
): MeasuredDesign {
  const method = { ...DEFAULT_METHOD, ...input.method };
  const design = input.design && surfaceOf(input.design.positions);
  const context: CheckContext = {
    input,
    method,
    design,
    collect,
    treeOf,
    maps: {},
    onMap: onMap && ((maps) => onMap({ ...maps, ids: design?.triangles })),
  };
  const results: CheckResult[] = [];
  const skipped: DesignCheckReport['skipped'] = [];
  const skip = (check: CheckId, why: string) =>
    skipped.push({ check, reason: `${SKIPPED}.${why}` });
  const walls = parts.includes('walls');
  const surroundings = parts.includes('surroundings');
  if (design) {
    if (walls) results.push(...thicknessResults({ ...context, design }));
    if (surroundings) {
      if (input.antagonist) results.push(clearanceResult(context, design, input.antagonist));
      else skip('occlusal.clearance', 'no_antagonist');
      if (input.neighbours) {
        const { results: sides, emptySides } = proximalResults(context, design, input.neighbours);
        results.push(...sides);
        if (emptySides > 0) skip('proximal.contact', 'no_neighbour_on_side');
      } else skip('proximal.contact', 'no_neighbours');
      if (input.bridge && input.bridge.units >= 2) {
        results.push(connectorResult(context, design, input.bridge));
      } else skip('connector.area', 'single_unit');
    }
  } else {
    const missing = [
      ...(walls ? (['thickness.occlusal', 'thickness.axial'] as const) : []),
      ...(surroundings ? (['occlusal.clearance'] as const) : []),
    ];
    for (const check of missing) skip(check, 'no_design');
  }
  if (surroundings) {
    if (input.prep && input.antagonist) {
      results.push(prepSpaceResult(context, input.prep, input.antagonist));
    } else skip('prep.space', input.prep ? 'no_antagonist' : 'no_prep');
  }
  return { report: { results, skipped }, maps: context.maps, ids: design?.triangles };
}

/** The parts' reports as one, in checkDesign's order (CHECK_IDS', each part's own within). */
export function mergeReports(reports: readonly DesignCheckReport[]): DesignCheckReport {
  const rank = (check: CheckId) => CHECK_IDS.indexOf(check);
  const byCheck = <T extends { check: CheckId }>(items: T[]) =>
    items.sort((a, b) => rank(a.check) - rank(b.check));
  return {
    results: byCheck(reports.flatMap((report) => report.results)),
    skipped: byCheck(reports.flatMap((report) => report.skipped)),
  };
}
