import { describe, expect, it } from 'vitest';
import {
  inviteeState,
  isValidReferralOrder,
  maskInviteeName,
  referralRewardFen,
  referralWindowEnd,
  validOrdersInMonth,
  type ReferralOrder,
} from './referral';

const REGISTERED = '2026-01-15 09:30:00';
const passed = (passedAt: string, extra: Partial<ReferralOrder> = {}): ReferralOrder => ({
  passedAt,
  isRework: false,
  isVoid: false,
  ...extra,
});

describe('referral rule', () => {
  it('opens the window on the day of registration (day 1)', () => {
    expect(isValidReferralOrder(passed('2026-01-15 23:59:59'), REGISTERED)).toBe(true);
    expect(isValidReferralOrder(passed('2026-01-14 23:59:59'), REGISTERED)).toBe(false);
  });

  it('closes it on the last day of month 6', () => {
    expect(referralWindowEnd(REGISTERED)).toBe('2026-07-14');
    expect(isValidReferralOrder(passed('2026-07-14 18:00:00'), REGISTERED)).toBe(true);
    expect(isValidReferralOrder(passed('2026-07-15 00:00:01'), REGISTERED)).toBe(false);
  });

  it('clamps a month-end registration to the shorter month', () => {
    expect(referralWindowEnd('2026-08-31')).toBe('2027-02-27');
  });

  it('excludes rework, void and not-yet-passed orders', () => {
    expect(isValidReferralOrder(passed('2026-02-01', { isRework: true }), REGISTERED)).toBe(false);
    expect(isValidReferralOrder(passed('2026-02-01', { isVoid: true }), REGISTERED)).toBe(false);
    expect(isValidReferralOrder(passed(''), REGISTERED)).toBe(false);
  });

  it('counts valid orders per month and pays 1 yuan each', () => {
    const orders = [
      passed('2026-03-01 10:00:00'),
      passed('2026-03-31 10:00:00'),
      passed('2026-03-10', { isRework: true }),
      passed('2026-03-11', { isVoid: true }),
      passed('2026-04-01 10:00:00'),
    ];
    expect(validOrdersInMonth(orders, REGISTERED, '2026-03')).toBe(2);
    expect(validOrdersInMonth(orders, REGISTERED, '2026-04')).toBe(1);
    expect(referralRewardFen(2)).toBe(200);
  });

  it('counts an order in the month whose bill pays it, when that is not the month it passed', () => {
    // Passed on 31 March after March was closed: April's bill pays it, April's figure counts it.
    const late = [passed('2026-03-31 23:30:00', { settledIn: '2026-04' })];
    expect(validOrdersInMonth(late, REGISTERED, '2026-03')).toBe(0);
    expect(validOrdersInMonth(late, REGISTERED, '2026-04')).toBe(1);
  });

  it('gives the invitee state and masks names', () => {
    expect(inviteeState(false, [])).toBe('registered');
    expect(inviteeState(true, [])).toBe('qualified');
    expect(inviteeState(true, [passed('2026-02-01')])).toBe('first_order');
    expect(maskInviteeName('张伟')).toBe('张*');
    expect(maskInviteeName('新手设计师')).toBe('新***师');
  });
});
