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

/** An order's units: its full and inner crowns (earningOf counts an order without any as one). */
export function orderUnits(order: { fullCrownCount: number; innerCrownCount: number }): number {
  return order.fullCrownCount + order.innerCrownCount;
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
