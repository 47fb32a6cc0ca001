/**
 * What an order asks of its design (issue 37), read from the order itself: the material of its
 * units, the customer's parameters and a bridge's span. The portal's upload page and the fake
 * API's submit both judge the design by this one reading, so their verdicts cannot differ.
 */
import { DEFAULT_PARAMETERS } from './designParameters';
import type { DesignParameters } from './designParameters';
import { MATERIAL_PROFILES } from './materialProfiles';
import type { ArchPosition, BridgeSpan, MaterialId, MaterialProfile } from './materialProfiles';
import type { CheckResult, DesignCheckReport, Verdict } from './mesh/designCheckTypes';
import { chartOf, unitRuns } from './teeth';
import { TEXT_LIMITS } from './textLimits';
import type { BridgeConnector, ToothUnit } from './teeth';

/** Which case scan a check reads (a case file's `checkRole`). */
export const CASE_SCAN_ROLES = ['prep', 'antagonist', 'neighbours'] as const;
export type CaseScanRole = (typeof CASE_SCAN_ROLES)[number];

/** A soft failure's justification, as QC reads it: one line. */
export const JUSTIFICATION_MAX = TEXT_LIMITS.designJustification;

export interface OrderForChecks {
  teeth?: ToothUnit[];
  connectors?: BridgeConnector[];
  designParameters?: DesignParameters;
}

export interface DesignSpec {
  profile: MaterialProfile;
  parameters: DesignParameters;
  bridge?: BridgeSpan & { units: number };
}

/**
 * The spec the checks run with, or undefined when no unit of the order names its material (an
 * older order: nothing to measure against). A bridge is the longest run of joined units.
 */
export function designSpecOf(order: OrderForChecks): DesignSpec | undefined {
  const chart = chartOf(order);
  const materialId = chart.teeth.find((unit) => unit.materialId)?.materialId;
  if (!materialId) return undefined;
  const runs = unitRuns(chart);
  const longest = runs.reduce<number[]>((best, run) => (run.length > best.length ? run : best), []);
  const spec: DesignSpec = {
    profile: MATERIAL_PROFILES[materialId],
    parameters: order.designParameters ?? DEFAULT_PARAMETERS,
  };
  if (longest.length < 2) return spec;
  const units = chart.teeth.filter((unit) => longest.includes(unit.toothNo));
  const pontics = units.filter((unit) => unit.restorationType === 'pontic').length;
  const endIsPontic = [longest[0], longest.at(-1)].some(
    (tooth) => units.find((unit) => unit.toothNo === tooth)?.restorationType === 'pontic',
  );
  return {
    ...spec,
    bridge: {
      units: longest.length,
      pontics,
      position: positionOf(longest),
      cantilever: endIsPontic,
    },
  };
}

/** Anterior when every unit is an incisor or canine (FDI x1-x3). */
function positionOf(teeth: number[]): ArchPosition {
  return teeth.every((tooth) => tooth % 10 <= 3) ? 'anterior' : 'posterior';
}

/** The materials an order's units are made of, each once, in chart order. */
export function orderMaterials(order: OrderForChecks): MaterialId[] {
  const ids = chartOf(order).teeth.flatMap((unit) => (unit.materialId ? [unit.materialId] : []));
  return [...new Set(ids)];
}

export function worstVerdict(results: readonly Pick<CheckResult, 'verdict'>[]): Verdict {
  if (results.some((result) => result.verdict === 'hard')) return 'hard';
  return results.some((result) => result.verdict === 'soft') ? 'soft' : 'pass';
}

/** The checks of one submitted version, as the server ran them and keeps them. */
export interface DesignCheckRecord extends DesignCheckReport {
  verdict: Verdict;
  /** The designer's line for a soft failure; "" when none was needed. */
  justification: string;
  checkedAt: string;
}

/**
 * The space a pool order's prep leaves for its material (its `prep.space` result), measured when
 * the case arrives and shown on the grab card.
 */
export type SpaceCheck = Pick<CheckResult, 'verdict' | 'measured' | 'limit' | 'cites'>;
