import { describe, expect, it } from 'vitest';
import {
  billMonthFor,
  closeMonthRefusal,
  isMonthOver,
  monthOf,
  recentMonths,
  nextMonth,
  orderPay,
  previousMonth,
} from './billing';

describe('the month rule', () => {
  it('reads the server month of a time and steps over a year end', () => {
    expect(monthOf('2026-11-25 18:45:06')).toBe('2026-11');
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('offers this month and the ones before it for a close, newest first', () => {
    expect(recentMonths('2027-02-01 00:00:00', 3)).toEqual(['2027-02', '2027-01', '2026-12']);
  });

  it('refuses to close a month before it ends, on the server clock', () => {
    expect(isMonthOver('2026-11', '2026-11-30 23:59:59')).toBe(false);
    expect(isMonthOver('2026-11', '2026-12-01 00:00:00')).toBe(true);
    expect(closeMonthRefusal('2026-11', '2026-11-25 10:00:00', [])).toBe('notOver');
    expect(closeMonthRefusal('2026-12', '2026-11-25 10:00:00', [])).toBe('notOver');
    expect(closeMonthRefusal('2026-10', '2026-11-25 10:00:00', [])).toBeUndefined();
    expect(closeMonthRefusal('2026-10', '2026-11-25 10:00:00', ['2026-10'])).toBe('alreadyClosed');
  });

  it('puts an order passed in a closed month on the next open bill', () => {
    expect(billMonthFor('2026-10', [])).toBe('2026-10');
    expect(billMonthFor('2026-10', ['2026-10'])).toBe('2026-11');
    expect(billMonthFor('2026-11', ['2026-11', '2026-12'])).toBe('2027-01');
  });
});

describe('the pay rule', () => {
  it('pays a passed order units × price, rework or not', () => {
    expect(orderPay({ status: '3', units: 3, unitFen: 2500 })).toEqual({
      paid: true,
      units: 3,
      unitFen: 2500,
      amountFen: 7500,
    });
  });

  it('counts at least one unit', () => {
    expect(orderPay({ status: '3', units: 0, unitFen: 2500 })).toMatchObject({ amountFen: 2500 });
  });

  it('says why an order is not paid', () => {
    expect(orderPay({ status: '2', units: 1, unitFen: 2500 })).toEqual({
      paid: false,
      reason: 'notPassed',
    });
    expect(orderPay({ status: '3', units: 1, unitFen: 2500, voided: true })).toEqual({
      paid: false,
      reason: 'voided',
    });
  });
});
