import { EventEmitter } from 'events';
import type { HttpHandlerOptions, HttpRequest, HttpResponse } from '@smithy/types';

/** Headers the browser sets itself and refuses from a script. */
const BROWSER_HEADERS = new Set(['host', 'content-length', 'connection', 'expect', 'user-agent']);

/**
 * The S3 client's HTTP handler in the browser, over XMLHttpRequest: fetch reports no upload
 * progress, XHR does. lib-storage listens to the `xhr.upload.progress` events of a handler that
 * is an EventEmitter, so a part's progress shows while it is sent, not only once it is done.
 */
export class XhrHttpHandler extends EventEmitter {
  readonly metadata = { handlerProtocol: 'http/1.1' };

  handle(
    request: HttpRequest,
    { abortSignal }: HttpHandlerOptions = {},
  ): Promise<{ response: HttpResponse }> {
    return new Promise((resolve, reject) => {
      if (abortSignal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, urlOf(request));
      xhr.responseType = 'blob';
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body;
      for (const [name, value] of Object.entries(request.headers)) {
        if (!BROWSER_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = ({ loaded, total }) =>
        this.emit('xhr.upload.progress', { loaded: sentShare(loaded, total), total }, request);
      const onAbort = () => xhr.abort();
      (abortSignal as AbortSignal | undefined)?.addEventListener('abort', onAbort, { once: true });
      const settle = () =>
        (abortSignal as AbortSignal | undefined)?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        if (xhr.status >= 200 && xhr.status < 300 && body) {
          const size = byteSize(body);
          this.emit('xhr.upload.progress', { loaded: size, total: size }, request);
        }
        resolve({
          response: {
            statusCode: xhr.status,
            reason: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
            body: xhr.response as Blob,
          },
        });
      };
      // The retry strategy treats exactly this TypeError as a transient network failure.
      xhr.onerror = () => (settle(), reject(new TypeError('Failed to fetch')));
      xhr.onabort = () => (settle(), reject(abortError()));
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
    });
  }

  updateHttpClientConfig(): void {}

  httpHandlerConfigs() {
    return {};
  }

  destroy(): void {
    this.removeAllListeners();
  }
}

/**
 * Bytes handed to the network are not yet stored: a socket takes megabytes at once and the
 * storage answers later. A request counts at most 99% of its bytes until its answer, so 100%
 * on the bar means every part is stored.
 */
export function sentShare(loaded: number, total: number): number {
  return Math.min(loaded, Math.floor(total * 0.99));
}

function byteSize(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return typeof body === 'string' ? new Blob([body]).size : 0;
}

/** The URL as the request was signed: keys sorted, RFC 3986 escaping (smithy's buildQueryString). */
export function urlOf(request: HttpRequest): string {
  const escape = (text: string) =>
    encodeURIComponent(text).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const parts: string[] = [];
  const query = request.query ?? {};
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    const values = value === null ? [null] : Array.isArray(value) ? value : [value];
    for (const item of values)
      parts.push(item === null ? escape(key) : `${escape(key)}=${escape(item)}`);
  }
  const search = parts.length > 0 ? `?${parts.join('&')}` : '';
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol}//${request.hostname}${port}${request.path}${search}`;
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function abortError(): Error {
  return Object.assign(new Error('Request aborted'), { name: 'AbortError' });
}
