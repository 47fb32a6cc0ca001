/**
 * The tooth chart of a design order (issue 24), shared by the portal and the fake API: which
 * permanent teeth (FDI 11-48) carry which restoration, the bridge connectors between neighbours,
 * and the shade. Pure: no React, no I/O. Problems are translation keys under app.orders.teeth.rules.
 */
import type { MaterialId } from './materialProfiles';

export const RESTORATION_TYPES = [
  'fullCrown',
  'coping',
  'pontic',
  'implantCrown',
  'abutment',
  'veneer',
  'inlay',
  'removable',
] as const;
export type RestorationType = (typeof RESTORATION_TYPES)[number];

/** The types seated on an implant: only they carry the implant brand and interface size (SPEC §3). */
export const IMPLANT_TYPES: readonly RestorationType[] = ['implantCrown', 'abutment'];

/**
 * SPEC §5's two crown counts. A pontic is a full-contour crown hung between abutment crowns and
 * an implant crown a full crown on an implant, so both are designed (and paid) as full crowns;
 * a coping is the inner crown. Abutments, veneers, inlays and removable units are neither.
 */
const FULL_CROWN_TYPES: readonly RestorationType[] = ['fullCrown', 'pontic', 'implantCrown'];
const INNER_CROWN_TYPES: readonly RestorationType[] = ['coping'];

export interface ToothUnit {
  /** FDI two-digit number of a permanent tooth. */
  toothNo: number;
  restorationType: RestorationType;
  /** The tooth's own shade when it differs from the order's. */
  shade?: string;
  implantBrand?: string;
  interfaceSize?: string;
  /** The material this unit is made of (issue 37): its profile's limits judge the design. */
  materialId?: MaterialId;
}

/** Two neighbouring units joined (a bridge is a run of joined units). */
export interface BridgeConnector {
  fromTooth: number;
  toTooth: number;
}

export interface ToothChart {
  teeth: ToothUnit[];
  connectors: BridgeConnector[];
  shade: string;
}

export type ToothNotation = 'fdi' | 'universal';

/** Upper arch from the patient's right (18 … 11, 21 … 28), then lower (48 … 41, 31 … 38). */
export const UPPER_ARCH: readonly number[] = archOf(1, 2);
export const LOWER_ARCH: readonly number[] = archOf(4, 3);

function archOf(right: number, left: number): number[] {
  const inward = [8, 7, 6, 5, 4, 3, 2, 1];
  const outward = [...inward].reverse();
  return [
    ...inward.map((position) => right * 10 + position),
    ...outward.map((position) => left * 10 + position),
  ];
}

export function isPermanentTooth(toothNo: number): boolean {
  const quadrant = Math.floor(toothNo / 10);
  const position = toothNo % 10;
  return (
    Number.isInteger(toothNo) && quadrant >= 1 && quadrant <= 4 && position >= 1 && position <= 8
  );
}

/** FDI → Universal (1 = upper right third molar, 16 upper left, 17 lower left, 32 lower right). */
export function fdiToUniversal(toothNo: number): number {
  const quadrant = Math.floor(toothNo / 10);
  const position = toothNo % 10;
  if (quadrant === 1) return 9 - position;
  if (quadrant === 2) return 8 + position;
  if (quadrant === 3) return 25 - position;
  return 24 + position;
}

export function universalToFdi(universal: number): number {
  if (universal <= 8) return 10 + (9 - universal);
  if (universal <= 16) return 20 + (universal - 8);
  if (universal <= 24) return 30 + (25 - universal);
  return 40 + (universal - 24);
}

/** How the tooth is named in a notation. */
export function toothLabel(toothNo: number, notation: ToothNotation): string {
  return String(notation === 'universal' ? fdiToUniversal(toothNo) : toothNo);
}

const READING_ORDER = [...UPPER_ARCH, ...LOWER_ARCH];

/** A tooth's place in the chart as read: the upper arch from right to left, then the lower. */
function archIndex(toothNo: number): number {
  return READING_ORDER.indexOf(toothNo);
}

/** Whether two teeth touch in the same arch (11 and 21, 41 and 31 meet at the midline). */
export function areNeighbours(a: number, b: number): boolean {
  for (const arch of [UPPER_ARCH, LOWER_ARCH]) {
    const [i, j] = [arch.indexOf(a), arch.indexOf(b)];
    if (i >= 0 && j >= 0) return Math.abs(i - j) === 1;
  }
  return false;
}

export function sameConnector(connector: BridgeConnector, a: number, b: number): boolean {
  return (
    (connector.fromTooth === a && connector.toTooth === b) ||
    (connector.fromTooth === b && connector.toTooth === a)
  );
}

export function sortedTeeth(teeth: readonly ToothUnit[]): ToothUnit[] {
  return [...teeth].sort((a, b) => archIndex(a.toothNo) - archIndex(b.toothNo));
}

/** The chart's units in runs: each bridge is one run, a single unit a run of one. */
export function unitRuns(chart: Pick<ToothChart, 'teeth' | 'connectors'>): number[][] {
  const runs: number[][] = [];
  for (const unit of sortedTeeth(chart.teeth)) {
    const last = runs.at(-1);
    const previous = last?.at(-1);
    const joined =
      previous !== undefined &&
      chart.connectors.some((connector) => sameConnector(connector, previous, unit.toothNo));
    if (last && joined) last.push(unit.toothNo);
    else runs.push([unit.toothNo]);
  }
  return runs;
}

export function unitCount(chart: Pick<ToothChart, 'teeth'>): number {
  return chart.teeth.length;
}

/** The full and inner crown counts a chart asks for (SPEC §5's submit counts). */
export function chartCrownCounts(chart: Pick<ToothChart, 'teeth'>): {
  fullCrownCount: number;
  innerCrownCount: number;
} {
  const count = (types: readonly RestorationType[]) =>
    chart.teeth.filter((unit) => types.includes(unit.restorationType)).length;
  return { fullCrownCount: count(FULL_CROWN_TYPES), innerCrownCount: count(INNER_CROWN_TYPES) };
}

/**
 * The runs as labs write them, in a notation: numbers ascending within a quadrant (a bridge
 * across the midline keeps the arch's order: 12-11-21), runs by their lowest number.
 */
function displayRuns(
  chart: Pick<ToothChart, 'teeth' | 'connectors'>,
  notation: ToothNotation,
): number[][] {
  const labelOf = (toothNo: number) => Number(toothLabel(toothNo, notation));
  const runs = unitRuns(chart).map((run) => {
    const oneQuadrant = new Set(run.map((toothNo) => Math.floor(toothNo / 10))).size === 1;
    return oneQuadrant ? [...run].sort((a, b) => labelOf(a) - labelOf(b)) : run;
  });
  const lowest = (run: number[]) => Math.min(...run.map(labelOf));
  return runs.sort((a, b) => lowest(a) - lowest(b));
}

/** "14-15-16 36" for a bridge and a single unit; the caller adds "· 4 units" in its language. */
export function chartTeethText(
  chart: Pick<ToothChart, 'teeth' | 'connectors'>,
  notation: ToothNotation,
): string {
  return displayRuns(chart, notation)
    .map((run) => run.map((toothNo) => toothLabel(toothNo, notation)).join('-'))
    .join(' ');
}

/** The units in the order chartTeethText names them. */
export function listedTeeth(
  chart: Pick<ToothChart, 'teeth' | 'connectors'>,
  notation: ToothNotation,
): ToothUnit[] {
  const byTooth = new Map(chart.teeth.map((unit) => [unit.toothNo, unit]));
  return displayRuns(chart, notation)
    .flat()
    .flatMap((toothNo) => byTooth.get(toothNo) ?? []);
}

export const MAX_SHADE_LENGTH = 16;

/**
 * Statuses whose chart staff may still change: in the pool, in design, in rework. Once handed in
 * the design was made (and is paid) for the chart it had.
 */
const EDITABLE_STATUSES: readonly string[] = ['0', '1', '6'];

export function chartEditable(task: { status: string }): boolean {
  return EDITABLE_STATUSES.includes(task.status);
}

/** The first problem of a chart, as a translation key; undefined when it may be saved. */
export function chartProblem(chart: ToothChart): string | undefined {
  const rule = (name: string) => `app.orders.teeth.rules.${name}`;
  const numbers = chart.teeth.map((unit) => unit.toothNo);
  if (!numbers.every(isPermanentTooth)) return rule('tooth_invalid');
  if (new Set(numbers).size !== numbers.length) return rule('tooth_twice');
  for (const unit of chart.teeth) {
    if (!RESTORATION_TYPES.includes(unit.restorationType)) return rule('type_invalid');
    const implantFields = Boolean(unit.implantBrand) || Boolean(unit.interfaceSize);
    if (implantFields && !IMPLANT_TYPES.includes(unit.restorationType)) {
      return rule('implant_fields');
    }
    if ((unit.shade ?? '').length > MAX_SHADE_LENGTH) return rule('shade_long');
  }
  if (chart.shade.length > MAX_SHADE_LENGTH) return rule('shade_long');
  for (const { fromTooth, toTooth } of chart.connectors) {
    if (!numbers.includes(fromTooth) || !numbers.includes(toTooth)) return rule('connector_unit');
    if (!areNeighbours(fromTooth, toTooth)) return rule('connector_neighbours');
  }
  const joined = (toothNo: number) =>
    chart.connectors.some((c) => c.fromTooth === toothNo || c.toTooth === toothNo);
  if (chart.teeth.some((unit) => unit.restorationType === 'pontic' && !joined(unit.toothNo))) {
    return rule('pontic_alone');
  }
  return undefined;
}

/** The chart held by an order; fields missing on older orders read as an empty chart. */
export function chartOf(order: {
  teeth?: ToothUnit[];
  connectors?: BridgeConnector[];
  shade?: string;
}): ToothChart {
  return { teeth: order.teeth ?? [], connectors: order.connectors ?? [], shade: order.shade ?? '' };
}
