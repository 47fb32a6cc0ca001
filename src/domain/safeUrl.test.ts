import { describe, expect, it } from 'vitest';
import { isHttpUrl, safeHttpUrl } from './safeUrl';

describe('safeHttpUrl', () => {
  it.each([
    'http://www.example.com/guide',
    'https://www.example.com/help?x=1#top',
    'HTTPS://EXAMPLE.COM/model.stl',
  ])('accepts %j', (value) => {
    expect(safeHttpUrl(value)).toBe(value);
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    ' https://www.example.com',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a.stl',
    '/order/workbench',
    '//evil.example.com/x',
    'www.example.com',
    'https://',
    'http:/example.com',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
    expect(isHttpUrl(value)).toBe(false);
  });
});
