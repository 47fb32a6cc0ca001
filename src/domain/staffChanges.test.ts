import { describe, expect, it } from 'vitest';
import {
  isDeductionFen,
  isLargeDeduction,
  isLargePointsAdjustment,
  isLargePriceChange,
  isPointsAdjustment,
} from './staffChanges';

describe('staff changes: bounds and the ones worth a confirmation (issue 40, point 12)', () => {
  it('a points adjustment is a non-zero whole number within ±1000', () => {
    expect(isPointsAdjustment(99_999_999)).toBe(false);
    expect(isPointsAdjustment(-100_000)).toBe(false);
    expect(isPointsAdjustment(0)).toBe(false);
    expect(isPointsAdjustment(2.5)).toBe(false);
    expect(isPointsAdjustment(-1000)).toBe(true);
    expect(isPointsAdjustment(3)).toBe(true);
  });

  it('ten points or a change of level is large; a small nudge inside a level is not', () => {
    expect(isLargePointsAdjustment(70, 3)).toBe(false);
    expect(isLargePointsAdjustment(70, -10)).toBe(true);
    expect(isLargePointsAdjustment(88, 3)).toBe(true);
  });

  it('a deduction is above 0 and at most 100 million yuan; 1,000 yuan or more is large', () => {
    expect(isDeductionFen(0)).toBe(false);
    expect(isDeductionFen(-500)).toBe(false);
    expect(isDeductionFen(10_000_000_001)).toBe(false);
    expect(isLargeDeduction(99_999)).toBe(false);
    expect(isLargeDeduction(100_000)).toBe(true);
  });

  it('a price set to 0 or moved by half or more is large', () => {
    expect(isLargePriceChange(5000, 0)).toBe(true);
    expect(isLargePriceChange(5000, 10_000_000)).toBe(true);
    expect(isLargePriceChange(5000, 2500)).toBe(true);
    expect(isLargePriceChange(5000, 5500)).toBe(false);
    expect(isLargePriceChange(5000, 5000)).toBe(false);
  });
});
