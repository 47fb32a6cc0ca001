import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '@smithy/types';
import { XhrHttpHandler, urlOf } from './xhrHttpHandler';

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

/** The browser's XMLHttpRequest as far as the handler uses it; the test plays the network. */
class NetworkXhr {
  static last: NetworkXhr;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  upload: { onprogress?: (event: { loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    NetworkXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
  getAllResponseHeaders() {
    return 'etag: "x"';
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

describe('XhrHttpHandler progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sendPart = (handler: XhrHttpHandler, seen: number[]) => {
    vi.stubGlobal('XMLHttpRequest', NetworkXhr);
    handler.on('xhr.upload.progress', ({ loaded }: { loaded: number }) => seen.push(loaded));
    const part = { ...request({ partNumber: '1' }), body: new Uint8Array(1000) };
    const answered = handler.handle(part);
    return { xhr: NetworkXhr.last, answered };
  };

  it('counts a part whose bytes all left as 99% until the storage answers, then whole', async () => {
    const seen: number[] = [];
    const { xhr, answered } = sendPart(new XhrHttpHandler(), seen);
    xhr.upload.onprogress?.({ loaded: 400, total: 1000 });
    xhr.upload.onprogress?.({ loaded: 1000, total: 1000 });
    expect(seen).toEqual([400, 990]);
    xhr.answer(200);
    await answered;
    expect(seen).toEqual([400, 990, 1000]);
  });

  it('never counts a refused part as stored', async () => {
    const seen: number[] = [];
    const { xhr, answered } = sendPart(new XhrHttpHandler(), seen);
    xhr.upload.onprogress?.({ loaded: 1000, total: 1000 });
    xhr.answer(500);
    expect((await answered).response.statusCode).toBe(500);
    expect(seen).toEqual([990]);
  });
});
