import { levelOf } from './levels';

/**
 * Bounds and "large change" thresholds of the staff desks (issue 40, point 12), shared by the
 * pages and the fake API. The bounds are the wire's (docs/api/openapi.yaml: PointsAdjustment,
 * PositiveMoneyFen); a large change is one the page asks to confirm before it is sent.
 */
export const MAX_POINTS_ADJUSTMENT = 1000;
/** A deduction from 0.01 to 100 million yuan, in fen (the wire's MoneyFen). */
export const MAX_DEDUCTION_FEN = 10_000_000_000;

/** More than a month of on-time runs can earn (14): worth a second look. */
const LARGE_POINTS_ADJUSTMENT = 10;
/** A deduction of 1,000 or more is checked before it lands on a bill. */
const LARGE_DEDUCTION_FEN = 100_000;

/** A non-zero whole number of points within ±1000. */
export function isPointsAdjustment(amount: number): boolean {
  return Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_POINTS_ADJUSTMENT;
}

/** An adjustment of 10 points or more, or one that moves the designer to another level. */
export function isLargePointsAdjustment(points: number, amount: number): boolean {
  if (!isPointsAdjustment(amount)) return false;
  return (
    Math.abs(amount) >= LARGE_POINTS_ADJUSTMENT || levelOf(points) !== levelOf(points + amount)
  );
}

export function isDeductionFen(fen: number | undefined): fen is number {
  return fen !== undefined && Number.isInteger(fen) && fen > 0 && fen <= MAX_DEDUCTION_FEN;
}

export function isLargeDeduction(fen: number | undefined): boolean {
  return isDeductionFen(fen) && fen >= LARGE_DEDUCTION_FEN;
}

/** A price set to 0, raised from 0, or moved by half of itself or more. */
export function isLargePriceChange(oldFen: number, newFen: number): boolean {
  if (oldFen === newFen) return false;
  if (oldFen === 0 || newFen === 0) return true;
  return Math.abs(newFen - oldFen) * 2 >= oldFen;
}
