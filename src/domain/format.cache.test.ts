import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './format';

describe('format: Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const money = { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 } as const;
    expect(numberFormat('zh-CN', { ...money })).toBe(numberFormat('zh-CN', money));
    expect(numberFormat('tr-TR', money)).not.toBe(numberFormat('zh-CN', money));
    expect(numberFormat('zh-CN', { ...money, currency: 'USD' })).not.toBe(
      numberFormat('zh-CN', money),
    );
    expect(numberFormat('tr-TR', money).format(1234.5)).toBe(
      new Intl.NumberFormat('tr-TR', money).format(1234.5),
    );
    const day = { timeZone: 'Asia/Shanghai', year: 'numeric' } as const;
    expect(dateTimeFormat('en-US', day)).toBe(dateTimeFormat('en-US', { ...day }));
    expect(dateTimeFormat('en-US', { ...day, timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en-US', day),
    );
  });
});
