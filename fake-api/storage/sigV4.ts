import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { attachmentDisposition } from './downloadName';

/**
 * AWS Signature Version 4 for S3, checked the way S3 checks it (s3rver checks none): the request
 * as it came (method, raw path, query, the signed headers) and the secret of its access key.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export interface SignedRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without `?`. */
  rawQuery: string;
  /** Lower-case names. */
  headers: Record<string, string | string[] | undefined>;
}

export interface Signer {
  accessKeyId: string;
  sessionToken?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

/** RFC 3986, as SigV4 wants it: unreserved characters only. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function queryPairs(rawQuery: string): [string, string][] {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: SignedRequest['headers'], name: string): string {
  const value = headers[name];
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text.trim().replace(/\s+/g, ' ');
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();

function signature(secret: string, scope: string[], amzDate: string, canonical: string): string {
  const [day, region] = scope;
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), SERVICE), 'aws4_request');
  const toSign = [ALGORITHM, amzDate, scope.join('/'), sha256Hex(canonical)].join('\n');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

function canonicalRequest(
  request: SignedRequest,
  signedHeaders: string[],
  payloadHash: string,
): string {
  return [
    request.method,
    request.rawPath,
    canonicalQuery(queryPairs(request.rawQuery)),
    ...signedHeaders.map((name) => `${name}:${headerValue(request.headers, name)}`),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
}

interface Claimed {
  accessKeyId: string;
  scope: string[];
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  sessionToken: string;
  /** Presigned URLs only: when they stop working (epoch ms). */
  expiresAt?: number;
}

/** What the request claims (header or presigned query), or undefined when it is unsigned. */
function claimOf(request: SignedRequest): Claimed | undefined {
  const query = new Map(queryPairs(request.rawQuery));
  const authorization = headerValue(request.headers, 'authorization');
  if (authorization.startsWith(`${ALGORITHM} `)) {
    const field = (name: string) => new RegExp(`${name}=([^,\\s]+)`).exec(authorization)?.[1];
    const [accessKeyId = '', ...scope] = (field('Credential') ?? '').split('/');
    return {
      accessKeyId,
      scope,
      amzDate: headerValue(request.headers, 'x-amz-date'),
      signedHeaders: (field('SignedHeaders') ?? '').split(';'),
      signature: field('Signature') ?? '',
      payloadHash: headerValue(request.headers, 'x-amz-content-sha256') || 'UNSIGNED-PAYLOAD',
      sessionToken: headerValue(request.headers, 'x-amz-security-token'),
    };
  }
  if (query.get('X-Amz-Algorithm') === ALGORITHM) {
    const [accessKeyId = '', ...scope] = (query.get('X-Amz-Credential') ?? '').split('/');
    const amzDate = query.get('X-Amz-Date') ?? '';
    return {
      accessKeyId,
      scope,
      amzDate,
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      sessionToken: query.get('X-Amz-Security-Token') ?? '',
      expiresAt: amzTime(amzDate) + Number(query.get('X-Amz-Expires') ?? NaN) * 1000,
    };
  }
  return undefined;
}

/** `20261128T141500Z` as epoch ms (NaN when malformed). */
function amzTime(amzDate: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!match) return NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/**
 * Who signed the request, when the signature is right for the secret `secretOf` gives that key
 * (and, for a presigned URL, it has not expired); undefined for an unsigned or forged request.
 */
export function verifySignature(
  request: SignedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
  now = Date.now(),
): Signer | undefined {
  const claim = claimOf(request);
  if (!claim || claim.scope.length !== 4 || !claim.signedHeaders.includes('host')) return undefined;
  if (claim.expiresAt !== undefined && !(claim.expiresAt > now)) return undefined;
  const secret = secretOf(claim.accessKeyId);
  if (!secret) return undefined;
  const canonical = canonicalRequest(request, claim.signedHeaders, claim.payloadHash);
  const expected = Buffer.from(signature(secret, claim.scope, claim.amzDate, canonical));
  const given = Buffer.from(claim.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { accessKeyId: claim.accessKeyId, sessionToken: claim.sessionToken || undefined };
}

export interface PresignOptions {
  /** e.g. `http://127.0.0.1:9000` */
  endpoint: string;
  /** Path as it is sent, percent-encoded: `/bucket/upload/20261128/a.stl`. */
  path: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  expiresInSeconds: number;
  /** GET by default; HEAD for a size asked before the download (the method is signed). */
  method?: 'GET' | 'HEAD';
  now?: number;
  /** Saved under this name (`response-content-disposition`, signed like every parameter). */
  downloadName?: string;
}

/** A presigned GET (or HEAD) URL (query-string SigV4, host the only signed header). */
export function presignGet(options: PresignOptions): string {
  const { endpoint, path, region, accessKeyId, secretAccessKey, expiresInSeconds } = options;
  const amzDate = new Date(options.now ?? Date.now()).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const scope = [amzDate.slice(0, 8), region, SERVICE, 'aws4_request'];
  const url = new URL(path, endpoint);
  const parameters: Record<string, string> = {
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': [accessKeyId, ...scope].join('/'),
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
    ...(options.downloadName && {
      'response-content-disposition': attachmentDisposition(options.downloadName),
    }),
  };
  // RFC 3986 (a space is %20, not URLSearchParams' `+`), as the signature reads it back.
  const rawQuery = Object.entries(parameters)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  const method = options.method ?? 'GET';
  const request = { method, rawPath: path, rawQuery, headers: { host: url.host } };
  const canonical = canonicalRequest(request, ['host'], 'UNSIGNED-PAYLOAD');
  const signed = signature(secretAccessKey, scope, amzDate, canonical);
  return `${endpoint}${path}?${rawQuery}&X-Amz-Signature=${signed}`;
}
