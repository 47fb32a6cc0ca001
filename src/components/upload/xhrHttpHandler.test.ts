import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '@smithy/types';
import { urlOf } from './xhrHttpHandler';

const request = (query: HttpRequest['query'], port?: number): HttpRequest => ({
  method: 'PUT',
  protocol: 'http:',
  hostname: '127.0.0.1',
  port,
  path: '/design-files/upload/20261122/ab.stl',
  query,
  headers: {},
});

describe('urlOf', () => {
  it('writes the query as it was signed: keys sorted, RFC 3986 escaping', () => {
    expect(urlOf(request({ uploadId: 'a b!*', partNumber: '2', 'x-id': 'UploadPart' }, 9000))).toBe(
      'http://127.0.0.1:9000/design-files/upload/20261122/ab.stl?partNumber=2&uploadId=a%20b%21%2A&x-id=UploadPart',
    );
  });

  it('keeps valueless keys bare and repeats list values', () => {
    expect(urlOf(request({ uploads: null, tag: ['b', 'a'] }))).toBe(
      'http://127.0.0.1/design-files/upload/20261122/ab.stl?tag=b&tag=a&uploads',
    );
    expect(urlOf(request({}))).toBe('http://127.0.0.1/design-files/upload/20261122/ab.stl');
  });
});
