import { describe, expect, it } from 'vitest';
import { firstTooLong, isTooLong, TEXT_LIMITS, textLength } from './textLimits';

describe('text limits', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(textLength('设计师😀')).toBe(4);
    expect(textLength('')).toBe(0);
  });

  it('takes a text up to the limit and refuses one character more', () => {
    const max = TEXT_LIMITS.nickName;
    expect(isTooLong('nickName', '字'.repeat(max))).toBe(false);
    expect(isTooLong('nickName', '字'.repeat(max + 1))).toBe(true);
  });

  it('names the first field that is too long', () => {
    expect(firstTooLong({ nickName: 'ok', email: 'a'.repeat(65) })).toBe('email');
    expect(firstTooLong({ nickName: 'ok', email: 'a@b.c' })).toBeUndefined();
  });
});
