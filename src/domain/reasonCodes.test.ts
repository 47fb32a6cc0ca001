import { describe, expect, it } from 'vitest';
import { isReasonCode, readReason } from './reasonCodes';

describe('readReason', () => {
  it('takes a listed code, with or without words', () => {
    expect(readReason('deduction', 'overdue', '')).toEqual({ code: 'overdue', text: '' });
    expect(readReason('review', 'margin', ' 请加厚 ')).toEqual({ code: 'margin', text: '请加厚' });
  });
  it('reads words alone as "other" (older clients)', () => {
    expect(readReason('withdrawalRefusal', '', '户名不一致')).toEqual({
      code: 'other',
      text: '户名不一致',
    });
  });
  it('refuses nothing, an unknown code and "other" without words', () => {
    expect(readReason('deduction', '', '  ')).toBe('missing');
    expect(readReason('deduction', 'bank_returned', '')).toBe('invalid');
    expect(readReason('review', 'other', ' ')).toBe('textRequired');
  });
});

describe('isReasonCode', () => {
  it('knows each list apart', () => {
    expect(isReasonCode('withdrawalRefusal', 'bank_returned')).toBe(true);
    expect(isReasonCode('review', 'bank_returned')).toBe(false);
  });
});
