import { describe, expect, it } from 'vitest';
import {
  MAX_UNIT_PRICE_FEN,
  PRICE_LEVELS,
  earningOf,
  orderUnits,
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
