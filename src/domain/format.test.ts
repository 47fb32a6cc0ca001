import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatAxisNumber,
  serverDateTimeOf,
  formatDate,
  formatDateTime,
  formatZonedDateTime,
  formatDecimal,
  formatDuration,
  formatFileSize,
  formatLocalDateTime,
  formatMoney,
  formatMoneyFen,
  formatSignedMoneyFen,
  formatMonth,
  formatNumber,
  formatServerDateTime,
  formatRelativeTime,
  localeOf,
  parseServerDateTime,
  toDateTimeString,
} from './format';

describe('localeOf', () => {
  it('maps the portal languages to Intl locales, zh-CN otherwise', () => {
    expect([localeOf('zh'), localeOf('en'), localeOf('tr'), localeOf('fr')]).toEqual([
      'zh-CN',
      'en-US',
      'tr-TR',
      'zh-CN',
    ]);
  });
});

describe('parseServerDateTime', () => {
  it('reads yyyy-MM-dd HH:mm:ss as server time (UTC+8)', () => {
    expect(parseServerDateTime('2024-03-05 14:07:09')?.toISOString()).toBe(
      '2024-03-05T06:07:09.000Z',
    );
    expect(parseServerDateTime('2024-03-05')?.toISOString()).toBe('2024-03-04T16:00:00.000Z');
  });
  it.each(['', '   ', 'yesterday', '2024-13-45 99:00:00', null, undefined])(
    'gives undefined for %j',
    (text) => {
      expect(parseServerDateTime(text)).toBeUndefined();
    },
  );
});

describe('serverDateTimeOf', () => {
  it('writes an instant in server time, and reads back as the same instant', () => {
    const instant = Date.parse('2026-11-25T16:30:05Z');
    expect(serverDateTimeOf(instant)).toBe('2026-11-26 00:30:05');
    expect(parseServerDateTime(serverDateTimeOf(instant))?.getTime()).toBe(instant);
  });
});

describe('toDateTimeString', () => {
  it('pads every field', () => {
    expect(toDateTimeString(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
});

describe('formatLocalDateTime', () => {
  it("shows a browser-clock record as written, whatever the browser's zone", () => {
    const text = '2024-03-05 14:07:09';
    expect(formatLocalDateTime(text, 'zh')).toBe('2024/03/05 14:07:09');
    expect(formatLocalDateTime(text, 'en')).toBe('03/05/2024, 14:07:09');
    expect(formatLocalDateTime(text, 'tr')).toBe('05.03.2024 14:07:09');
    expect(formatLocalDateTime('', 'en')).toBe('');
  });
});

describe('formatDateTime and formatDate', () => {
  const text = '2024-03-05 14:07:09';
  it("shows a server time on the user's clock in each locale", () => {
    expect(formatDateTime(text, 'zh', 'Asia/Shanghai')).toBe('2024/03/05 14:07:09');
    expect(formatDateTime(text, 'en', 'Europe/Istanbul')).toBe('03/05/2024, 09:07:09');
    expect(formatDateTime(text, 'tr', 'Europe/Istanbul')).toBe('05.03.2024 09:07:09');
  });
  it('names the zone beside a time shown on the same page as a server deadline (issue 39)', () => {
    expect(formatZonedDateTime(text, 'en', 'Europe/Istanbul')).toBe('03/05/2024, 09:07:09 GMT+3');
    expect(formatZonedDateTime(text, 'tr', 'Europe/Istanbul')).toBe('05.03.2024 09:07:09 GMT+3');
    expect(formatZonedDateTime(text, 'zh', 'Asia/Shanghai')).toBe('2024/03/05 GMT+8 14:07:09');
    expect(formatZonedDateTime('', 'en')).toBe('');
  });
  it("shows the day of a date-time in the user's zone", () => {
    expect(formatDate('2024-03-05 02:00:00', 'zh', 'Asia/Shanghai')).toBe('2024/03/05');
    expect(formatDate('2024-03-05 02:00:00', 'en', 'America/New_York')).toBe('03/04/2024');
    expect(formatDate(text, 'tr', 'Europe/Istanbul')).toBe('05.03.2024');
  });
  it('keeps a bare calendar day the same day in every zone', () => {
    expect(formatDate('2026-10-18', 'tr', 'America/Los_Angeles')).toBe('18.10.2026');
    expect(formatDate('2026-10-18', 'zh', 'Asia/Shanghai')).toBe('2026/10/18');
  });
  it('passes through what it cannot read (the server sends "" for null)', () => {
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate('not a date', 'tr')).toBe('not a date');
  });
});

describe('formatServerDateTime', () => {
  it("shows the server's clock and names its zone", () => {
    expect(formatServerDateTime('2024-03-05 14:07:09', 'zh')).toBe('2024/03/05 GMT+8 14:07');
    expect(formatServerDateTime('2024-03-05 14:07:09', 'en')).toBe('03/05/2024, 14:07 GMT+8');
    expect(formatServerDateTime('2024-03-05 14:07:09', 'tr')).toBe('05.03.2024 14:07 GMT+8');
    expect(formatServerDateTime('', 'tr')).toBe('');
  });
});

describe('formatMonth', () => {
  it('names the month in each language', () => {
    expect(formatMonth('2026-11', 'zh')).toBe('2026年11月');
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'tr')).toBe('Kas 2026');
    expect(formatMonth('November', 'en')).toBe('November');
  });
});

describe('formatDuration', () => {
  const ms = ((2 * 24 + 3) * 60 + 5) * 60_000 + 42_000;
  it('gives days, hours and minutes in each language', () => {
    expect(formatDuration(ms, 'zh')).toBe('2天3小时5分钟');
    expect(formatDuration(ms, 'en')).toBe('2 days 3 hr 5 min');
    expect(formatDuration(ms, 'tr')).toBe('2 gün 3 sa. 5 dk.');
  });
  it('leaves zero units out and shows 0 min below a minute', () => {
    expect(formatDuration(3_600_000, 'en')).toBe('1 hr');
    expect(formatDuration(59_000, 'tr')).toBe('0 dk.');
    expect(formatDuration(-5, 'en')).toBe('0 min');
  });
});

describe('formatAxisNumber', () => {
  it('keeps axis ticks short in each language', () => {
    expect(formatAxisNumber(4000, 'en')).toBe('4K');
    expect(formatAxisNumber(4000, 'tr')).toBe('4\u00a0B');
    expect(formatAxisNumber(45000, 'zh')).toBe('4.5万');
    expect(formatAxisNumber(50, 'tr')).toBe('50');
    expect(formatAxisNumber(undefined, 'tr')).toBe('');
  });
});

describe('formatMoneyFen', () => {
  it('shows integer fen as yuan or dollars', () => {
    expect(formatMoneyFen(700000, 'RMB', 'tr')).toBe('¥7.000,00');
    expect(formatMoneyFen(100000, 'RMB', 'en')).toBe('¥1,000.00');
    expect(formatMoneyFen(1, 'USD', 'zh')).toBe('$0.01');
    expect(formatMoneyFen(null, 'USD', 'zh')).toBe('');
  });
});

describe('formatSignedMoneyFen', () => {
  it('signs a change of balance, and leaves none unsigned', () => {
    expect(formatSignedMoneyFen(20000, 'RMB', 'en')).toBe('+¥200.00');
    expect(formatSignedMoneyFen(-20000, 'USD', 'zh')).toBe('-$200.00');
    expect(formatSignedMoneyFen(-20000, 'RMB', 'tr')).toBe('-¥200,00');
    expect(formatSignedMoneyFen(0, 'RMB', 'en')).toBe('¥0.00');
    expect(formatSignedMoneyFen(undefined, 'RMB', 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses the separators of each locale, two decimals at most', () => {
    expect(formatNumber(1234567.891, 'zh')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'tr')).toBe('1.234.567,89');
    expect(formatNumber('42', 'tr', 0)).toBe('42');
  });
  it('gives "" for empty or non-numeric values', () => {
    expect(formatNumber('', 'zh')).toBe('');
    expect(formatNumber('abc', 'zh')).toBe('');
    expect(formatNumber(null, 'zh')).toBe('');
  });
});

describe('formatDecimal', () => {
  it('gives exactly the digits asked for, with the separators of each locale', () => {
    expect(formatDecimal(0.2, 'zh', 2)).toBe('0.20');
    expect(formatDecimal(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatDecimal(1234.5, 'tr', 2)).toBe('1.234,50');
    expect(formatDecimal('0.125', 'tr', 2)).toBe('0,13');
    expect(formatDecimal(3, 'en', 0)).toBe('3');
  });
  it('gives "" for empty or non-numeric values', () => {
    expect(formatDecimal('', 'en', 2)).toBe('');
    expect(formatDecimal('mm', 'en', 2)).toBe('');
    expect(formatDecimal(undefined, 'tr', 2)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows RMB with ¥ and USD with $, always two decimals', () => {
    expect(formatMoney(1234.5, 'RMB', 'zh')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, 'RMB', 'en')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, 'RMB', 'tr')).toBe('¥1.234,50');
    expect(formatMoney('1234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'tr')).toBe('$1.234,50');
    expect(formatMoney(0.1 + 0.2, 'RMB', 'zh')).toBe('¥0.30');
  });
  it('shows USD with a bare $ in zh, en and tr: one symbol convention, never US$ or CN¥', () => {
    expect(formatMoney(1234.5, 'USD', 'zh')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'tr')).toBe('$1.234,50');
    for (const language of ['zh', 'en', 'tr']) {
      for (const currency of ['RMB', 'USD'] as const) {
        const text = formatMoney(7, currency, language);
        expect(text).not.toMatch(/US\$|CN¥|CNY|USD|RMB|[A-Z]/);
        expect(text).toContain(currency === 'USD' ? '$' : '¥');
      }
    }
  });
  it('keeps the sign and gives "" for no amount', () => {
    expect(formatMoney(-200, 'RMB', 'zh')).toBe('-¥200.00');
    expect(formatMoney(undefined, 'USD', 'en')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('shows KB below one MB, then MB, then GB', () => {
    expect(formatFileSize(100, 'en')).toBe('0.1 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1, 'en')).toBe('1,024 KB');
    expect(formatFileSize(9437184, 'en')).toBe('9 MB');
    expect(formatFileSize(5.25 * 1024 ** 2, 'zh')).toBe('5.25 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'zh')).toBe('3 GB');
  });
  it('uses the decimal comma in Turkish', () => {
    expect(formatFileSize(1536, 'tr')).toBe('1,5 KB');
    expect(formatFileSize(1.75 * 1024 ** 3, 'tr')).toBe('1,75 GB');
  });
  it('gives "" for no size or a negative one', () => {
    expect(formatFileSize('', 'zh')).toBe('');
    expect(formatFileSize(-1, 'zh')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  // 10:00 China time, 2 November 2026.
  const now = Date.parse('2026-11-02T02:00:00Z');
  it('names the largest whole unit ago, in each language', () => {
    expect(formatRelativeTime('2026-11-02 09:55:00', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-02 07:59:00', now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-01 09:00:00', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-11-02 09:55:00', now, 'zh')).toBe('5分钟前');
    expect(formatRelativeTime('2026-11-02 09:55:00', now, 'tr')).toBe('5 dakika önce');
  });
  it('says now under a minute, a date after a week, nothing for the server’s null', () => {
    expect(formatRelativeTime('2026-11-02 09:59:30', now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-10-20 10:00:00', now, 'en')).toBe(
      formatDate('2026-10-20 10:00:00', 'en'),
    );
    expect(formatRelativeTime('', now, 'en')).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes the sign where each language puts it', () => {
    expect(formatPercent(30, 'zh')).toBe('30%');
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(30, 'tr')).toBe('%30');
    expect(formatPercent(12.5, 'tr')).toBe('%12,5');
  });
});
