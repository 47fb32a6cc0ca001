import { describe, expect, it } from 'vitest';
import {
  MAX_UNIT_PRICE_FEN,
  PRICE_LEVELS,
  earningOf,
  orderUnits,
  payBasisOf,
  unitPriceFor,
  unitPriceProblem,
  type UnitPrice,
} from './pricing';

const LIST: UnitPrice[] = [
  { productName: '全冠', level: 'A', unitPriceFen: 1800 },
  { productName: '全冠', level: 'D', unitPriceFen: 1350 },
  { productName: '嵌体', level: 'A', unitPriceFen: 1200 },
];

describe('the earning rule', () => {
  it('has a column per designer level, highest first', () => {
    expect(PRICE_LEVELS).toEqual(['A', 'B', 'C', 'D']);
  });

  it('reads the price of the product at the level, and nothing for a cell the list lacks', () => {
    expect(unitPriceFor(LIST, '全冠', 'A')).toBe(1800);
    expect(unitPriceFor(LIST, '全冠', 'D')).toBe(1350);
    expect(unitPriceFor(LIST, '嵌体', 'A')).toBe(1200);
    expect(unitPriceFor(LIST, '嵌体', 'D')).toBeUndefined();
    expect(unitPriceFor(LIST, '贴面', 'A')).toBeUndefined();
  });

  it('pays units × price, in integer fen, an order without crowns as one unit', () => {
    expect(earningOf(orderUnits({ fullCrownCount: 2, innerCrownCount: 1 }), 1350)).toEqual({
      units: 3,
      unitPriceFen: 1350,
      totalFen: 4050,
    });
    expect(earningOf(orderUnits({ fullCrownCount: 0, innerCrownCount: 0 }), 1200)).toEqual({
      units: 1,
      unitPriceFen: 1200,
      totalFen: 1200,
    });
    expect(earningOf(2.7, 1000).totalFen).toBe(2000);
  });

  it('pays veneers, inlays and abutments per tooth on the chart, a framework per appliance', () => {
    const teeth = (...numbers: number[]) => numbers.map((toothNo) => ({ toothNo }));
    const none = { fullCrownCount: 0, innerCrownCount: 0 };
    const veneer = { ...none, dentureType: '4', teeth: teeth(11, 21) };
    expect(payBasisOf('4')).toBe('tooth');
    expect(earningOf(orderUnits(veneer), 1980).totalFen).toBe(3960);
    expect(orderUnits({ ...none, dentureType: '3', teeth: teeth(36) })).toBe(1);
    expect(payBasisOf('6')).toBe('appliance');
    expect(orderUnits({ ...none, dentureType: '6', teeth: teeth(45, 46) })).toBe(1);
    // Crowns count the order's crown counts (a bridge's pontic included), not the chart.
    expect(orderUnits({ fullCrownCount: 3, innerCrownCount: 0, dentureType: '1', teeth: [] })).toBe(
      3,
    );
  });

  it('keeps only whole fen from 0 to the ceiling', () => {
    expect(unitPriceProblem(0)).toBeUndefined();
    expect(unitPriceProblem(1550)).toBeUndefined();
    expect(unitPriceProblem(MAX_UNIT_PRICE_FEN)).toBeUndefined();
    expect(unitPriceProblem(15.5)).toBe('notInteger');
    expect(unitPriceProblem(Number.NaN)).toBe('notInteger');
    expect(unitPriceProblem(-1)).toBe('negative');
    expect(unitPriceProblem(MAX_UNIT_PRICE_FEN + 1)).toBe('tooHigh');
  });
});
