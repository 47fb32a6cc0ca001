import { HttpError } from 'react-admin';
import type { PortalConfig } from './config';
import { createWriteOnce, writeFingerprint } from './writeOnce';
import type { SessionGuard } from '../auth/sessionGuard';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false for token calls: no Blade-Auth, and a 401 is a login failure, not a session expiry. */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * Resolves to the envelope's `data` (or to the bare body of token calls); rejects with
 * react-admin's HttpError(message, status, body).
 */
export type HttpClient = <T = unknown>(url: string, options?: RequestOptions) => Promise<T>;

export interface HttpClientOptions {
  config: Pick<
    PortalConfig,
    'clientId' | 'clientSecret' | 'tenantId' | 'requestTimeoutMs' | 'languageParamPaths'
  >;
  fetch?: typeof fetch;
  getToken: () => string | undefined;
  getLanguage: () => string;
  /** Expired on a 401 of an authenticated call that a new token could not answer. */
  guard: SessionGuard;
  /** Awaited before every authenticated call: lets a due or running token refresh finish first. */
  beforeAuthenticatedCall?: () => Promise<void>;
  /**
   * Called on a 401 answered to `rejectedToken`: renews the session (one refresh shared by every
   * caller) so the call is replayed once with the new token. Rejects when it cannot.
   */
  renewSession?: (rejectedToken: string) => Promise<void>;
}

// A translation key: zh shows 未知错误 (SPEC §8), other languages their own words.
const UNKNOWN_ERROR = 'app.error.unknown';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { config, getToken, getLanguage, guard, beforeAuthenticatedCall, renewSession } = options;
  const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const basic = `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`;

  const writes = createWriteOnce();

  return function httpClient<T>(url: string, request: RequestOptions = {}): Promise<T> {
    const method = request.method ?? 'GET';
    if (method === 'GET' || request.auth === false) return call<T>(url, request);
    // A form that keeps its own key (one per attempt) is still sent once while in flight.
    const ownKey = request.headers?.['Idempotency-Key'];
    const fingerprint = writeFingerprint(method, withQuery(url, request.query), request.body);
    return writes.run(
      ownKey === undefined ? fingerprint : `${fingerprint}\u0000${ownKey}`,
      (key) =>
        call<T>(url, { ...request, headers: { ...request.headers, 'Idempotency-Key': key } }),
      ownKey,
    );
  };

  async function call<T>(url: string, request: RequestOptions): Promise<T> {
    const auth = request.auth ?? true;
    if (auth) await beforeAuthenticatedCall?.();
    const withLanguage =
      config.languageParamPaths.some((pattern) => pathEndsWith(pathOf(url), pattern)) &&
      !/[?&]language=/.test(url);
    const query = withLanguage ? { language: getLanguage(), ...request.query } : request.query;
    const attempt = (token: string | undefined) =>
      fetchWithTimeout(
        (signal) =>
          send(withQuery(url, query), { ...requestInit(basic, config, request, token), signal }),
        config.requestTimeoutMs,
        request.signal,
      );

    const token = auth ? getToken() : undefined;
    let answer = await attempt(token);
    if (auth && token && renewSession && isUnauthorized(answer) && !guard.isExpired()) {
      // The token died while the call was out. A call refused with 401 was not executed, so
      // sending it again (a write too) cannot do it twice.
      const renewed = await renewSession(token).then(
        () => getToken(),
        (error: unknown) => {
          if (guard.isExpired()) return undefined;
          throw error;
        },
      );
      if (renewed && renewed !== token) answer = await attempt(renewed);
    }

    const { httpStatus, body } = answer;
    if (httpStatus === 504) throw new HttpError('app.http.timeout', httpStatus, body);
    if (httpStatus < 200 || httpStatus > 500) {
      throw new HttpError(messageOf(body) ?? 'app.http.network_error', httpStatus, body);
    }
    const status = statusOf(answer);
    if (status === 200) return unwrap(body) as T;
    if (status === 401 && auth) guard.expire();
    throw new HttpError(messageOf(body) ?? UNKNOWN_ERROR, status, body);
  }
}

interface Answer {
  httpStatus: number;
  body: unknown;
}

function requestInit(
  basic: string,
  config: HttpClientOptions['config'],
  request: RequestOptions,
  token: string | undefined,
): RequestInit {
  const headers: Record<string, string> = {
    Authorization: basic,
    'Tenant-Id': config.tenantId,
    ...request.headers,
  };
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.body instanceof FormData) init.body = request.body;
  else if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  return init;
}

function statusOf({ httpStatus, body }: Answer): number {
  return codeOf(body) ?? httpStatus;
}

function isUnauthorized(answer: Answer): boolean {
  return answer.httpStatus >= 200 && answer.httpStatus <= 500 && statusOf(answer) === 401;
}

async function fetchWithTimeout(
  start: (signal: AbortSignal) => Promise<Response>,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort);
  try {
    const response = await start(controller.signal);
    return { httpStatus: response.status, body: parse(await response.text()) };
  } catch (error) {
    if (timedOut) throw new HttpError('app.http.timeout', 0, null);
    if (callerSignal?.aborted) throw error;
    throw new HttpError('app.http.network_error', 0, null);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function codeOf(body: unknown): number | undefined {
  return isObject(body) && typeof body.code === 'number' && body.code !== 0 ? body.code : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  for (const value of [body.msg, body.error_description]) {
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** An envelope R gives its data; token calls answer with a bare object, returned whole. */
function unwrap(body: unknown): unknown {
  return isObject(body) && 'code' in body && 'data' in body ? body.data : body;
}

function pathOf(url: string): string {
  return url.split('?')[0];
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Whether a path ends with the pattern's segments; a `*` segment stands for any one segment. */
function pathEndsWith(path: string, pattern: string): boolean {
  const segments = path.split('/');
  const wanted = pattern.split('/').filter((segment, index) => index > 0 || segment !== '');
  const tail = segments.slice(segments.length - wanted.length);
  return (
    tail.length === wanted.length &&
    wanted.every((segment, index) => segment === '*' || segment === tail[index])
  );
}
