import { describe, expect, it } from 'vitest';
import {
  DEVIATION_PALETTE,
  deviationColor,
  deviationColors,
  deviationRange,
} from './deviationColors';

describe('deviation colours', () => {
  it('green within the tolerance, warm outside the reference, cold inside it', () => {
    expect(deviationColor(0.04, 0.05, 0.2)).toEqual(DEVIATION_PALETTE.within);
    expect(deviationColor(-0.05, 0.05, 0.2)).toEqual(DEVIATION_PALETTE.within);
    expectRgb(deviationColor(0.2, 0.05, 0.2), DEVIATION_PALETTE.outsideFar);
    expectRgb(deviationColor(-0.3, 0.05, 0.2), DEVIATION_PALETTE.insideFar);
    const halfway = deviationColor(0.125, 0.05, 0.2);
    expect(halfway[0]).toBeCloseTo((1 + 0.85) / 2, 6);
    expect(halfway[1]).toBeCloseTo((0.82 + 0.1) / 2, 6);
  });

  it('spreads each unique vertex colour to the soup vertices that share it', () => {
    const colors = deviationColors([0, 1], [1, 0, 1], 0.1, 0.5);
    expect(colors).toHaveLength(9);
    expectRgb(colors.subarray(0, 3), DEVIATION_PALETTE.outsideFar);
    expectRgb(colors.subarray(3, 6), DEVIATION_PALETTE.within);
    expect(Array.from(colors.subarray(6, 9))).toEqual(Array.from(colors.subarray(0, 3)));
  });

  it('the legend reaches twice the tolerance at least', () => {
    expect(deviationRange(0.03, 0.05)).toBe(0.1);
    expect(deviationRange(0.4, 0.05)).toBe(0.4);
  });
});

function expectRgb(actual: ArrayLike<number>, expected: readonly number[]) {
  expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 6));
}
