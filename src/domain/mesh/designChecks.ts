import { connectorResult } from './checkConnector';
import { clearanceResult, prepSpaceResult } from './checkOcclusion';
import { proximalResults } from './checkProximal';
import { thicknessResults } from './checkThickness';
import type { CheckContext } from './designCheckContext';
import { DEFAULT_METHOD } from './designCheckTypes';
import type { CheckId, CheckResult, DesignCheckInput, DesignCheckReport } from './designCheckTypes';
import type { MapSink } from './measuredMaps';
import { surfaceOf } from './surface';

const SKIPPED = 'app.design_check.skipped';

/**
 * Measures a design against its order's own numbers (issue 37; docs/DESIGN_CHECKS.md): wall
 * thickness, occlusal clearance, proximal contacts, bridge connectors and the space the prep
 * left. Pure and synchronous (a worker in the browser, the fake API or the CLI in Node): the
 * caller reads the files and hashes them. Every result cites the material profile's version,
 * the parameters and the files' SHA-256; a check that cannot be made is listed as skipped.
 * `collect`, when given, receives each check's whole map (the value at a QC pin).
 */
export function checkDesign(input: DesignCheckInput, collect?: MapSink): DesignCheckReport {
  const method = { ...DEFAULT_METHOD, ...input.method };
  const design = input.design && surfaceOf(input.design.positions);
  const context: CheckContext = { input, method, design, collect };
  const results: CheckResult[] = [];
  const skipped: DesignCheckReport['skipped'] = [];
  const skip = (check: CheckId, why: string) =>
    skipped.push({ check, reason: `${SKIPPED}.${why}` });
  if (design) {
    results.push(...thicknessResults({ ...context, design }));
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
  } else {
    for (const check of ['thickness.occlusal', 'thickness.axial', 'occlusal.clearance'] as const) {
      skip(check, 'no_design');
    }
  }
  if (input.prep && input.antagonist) {
    results.push(prepSpaceResult(context, input.prep, input.antagonist));
  } else skip('prep.space', input.prep ? 'no_antagonist' : 'no_prep');
  return { results, skipped };
}
