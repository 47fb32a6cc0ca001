/**
 * What an order pays its designer: a price per unit by product and designer level (the price
 * list the operator keeps), fixed when the order is grabbed, times its units. Shared by the
 * portal and the fake API (the bill line of an order is its earning). Pure: no React, no I/O.
 */
import { LEVEL_RULES, type DesignerLevel } from './levels';

/** A, B, C, D: the levels a price list has a column for. */
export const PRICE_LEVELS: readonly DesignerLevel[] = LEVEL_RULES.map((rule) => rule.level);

/** 100 000 yuan a unit: above it a price is a typing mistake, not a price. */
export const MAX_UNIT_PRICE_FEN = 10_000_000;

/** One cell of the price list: integer fen per unit of a product for a designer level. */
export interface UnitPrice {
  productName: string;
  level: DesignerLevel;
  unitPriceFen: number;
}

export interface Earning {
  units: number;
  unitPriceFen: number;
  totalFen: number;
}

export type UnitPriceProblem = 'notInteger' | 'negative' | 'tooHigh';

/** The price of a unit of `productName` for a designer of `level`, if the list has one. */
export function unitPriceFor(
  list: readonly UnitPrice[],
  productName: string,
  level: DesignerLevel,
): number | undefined {
  return list.find((price) => price.productName === productName && price.level === level)
    ?.unitPriceFen;
}

/** How a product is paid: per tooth it restores, or per appliance (docs/CONTRACT.md, "Pay"). */
export type PayBasis = 'tooth' | 'appliance';

/** Removable frameworks (6) are paid per appliance; every other product per tooth. */
const PAID_PER_APPLIANCE: ReadonlySet<string> = new Set(['6']);
/** Full crowns (1) and copings (2) count the order's crown counts, which the designer may correct. */
const COUNTED_AS_CROWNS: ReadonlySet<string> = new Set(['1', '2']);

export function payBasisOf(dentureType: string): PayBasis {
  return PAID_PER_APPLIANCE.has(dentureType) ? 'appliance' : 'tooth';
}

export interface UnitsOfOrder {
  dentureType?: string;
  fullCrownCount: number;
  innerCrownCount: number;
  /** The tooth chart's units (a bridge's pontic is one). */
  teeth?: readonly unknown[];
}

/**
 * An order's paid units: an appliance is one; crowns and copings their crown counts; inlays,
 * veneers and abutments the teeth on the chart (a veneer on 11 and 21 is two). earningOf counts
 * an order without any as one.
 */
export function orderUnits(order: UnitsOfOrder): number {
  const type = order.dentureType ?? '1';
  if (payBasisOf(type) === 'appliance') return 1;
  const crowns = order.fullCrownCount + order.innerCrownCount;
  if (COUNTED_AS_CROWNS.has(type) || !order.dentureType) return crowns;
  return order.teeth?.length || crowns;
}

/** Units × price per unit, the units counted whole and at least 1. */
export function earningOf(units: number, unitPriceFen: number): Earning {
  const counted = Math.max(1, Math.floor(units));
  return { units: counted, unitPriceFen, totalFen: counted * unitPriceFen };
}

/** Why a price per unit may not be kept (integer fen, 0 to MAX_UNIT_PRICE_FEN), or undefined. */
export function unitPriceProblem(fen: number): UnitPriceProblem | undefined {
  if (!Number.isInteger(fen)) return 'notInteger';
  if (fen < 0) return 'negative';
  if (fen > MAX_UNIT_PRICE_FEN) return 'tooHigh';
  return undefined;
}
