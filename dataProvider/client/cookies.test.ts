// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cookieAttributes, cookies } from './cookies';

describe('token cookies', () => {
  it('are SameSite=Strict for the whole portal, Secure when the page is https', () => {
    expect(cookieAttributes('https:')).toBe('; path=/; SameSite=Strict; Secure');
    expect(cookieAttributes('http:')).toBe('; path=/; SameSite=Strict');
  });

  it('are written with those attributes and read back', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      cookies.set('saber-access-token', 'a b');
      expect(written[0]).toBe(`saber-access-token=a%20b${cookieAttributes(location.protocol)}`);
      expect(cookies.get('saber-access-token')).toBe('a b');
      cookies.remove('saber-access-token');
      expect(cookies.get('saber-access-token')).toBeUndefined();
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });
});
