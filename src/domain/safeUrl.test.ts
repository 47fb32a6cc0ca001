import { describe, expect, it } from 'vitest';
import { isHttpUrl, resolveHttpUrl, safeHttpUrl } from './safeUrl';

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

describe('resolveHttpUrl', () => {
  const base = 'https://portal.example.com/stlView?stlUrl=x';

  it.each([
    ['https://files.example.com/a.stl', 'https://files.example.com/a.stl'],
    ['/oss/demo/crown.stl', 'https://portal.example.com/oss/demo/crown.stl'],
    ['upload/a b.stl', 'https://portal.example.com/upload/a%20b.stl'],
    ['//cdn.example.com/x.stl', 'https://cdn.example.com/x.stl'],
    ['HTTP://EXAMPLE.COM/m.stl', 'http://example.com/m.stl'],
  ])('resolves %j to %j', (value, expected) => {
    expect(resolveHttpUrl(value, base)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:model/stl;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/a.stl',
    'blob:https://portal.example.com/1',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(resolveHttpUrl(value, base)).toBeUndefined();
  });
});
