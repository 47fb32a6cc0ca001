import { randomBytes } from 'node:crypto';
import type { S3rverContext, S3rverMiddleware } from 's3rver';
import { isAttachmentDisposition } from './downloadName';
import { queryPairs, verifySignature } from './sigV4';

/** The server's own key pair: every operation; its secret never leaves the fake API's process. */
export interface ServerKey {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Temporary keys for one upload: its object key is `keyStem` plus an optional extension. */
export interface UploadCredentials extends ServerKey {
  sessionToken: string;
  keyStem: string;
  /** Epoch ms (real time, as the signatures are checked). */
  expiresAt: number;
}

export interface StorageGate {
  serverKey: ServerKey;
  middleware: S3rverMiddleware;
  issue(keyStem: string, ttlMs: number): UploadCredentials;
}

/** Images the portal shows in <img>: their type fixed by the key's extension, never the uploader's. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const EXTENSION = /^\.[a-z0-9]{1,10}$/;

/**
 * The signing check s3rver lacks, in front of it: a key with `..` or `\` is refused; an unsigned
 * or wrongly signed request is refused; upload keys only write their one object (multipart
 * included), never read, list or delete; the server key does everything. Every object leaves as a
 * download (attachment, nosniff, a fixed type).
 */
export function createStorageGate(bucket: string): StorageGate {
  const serverKey: ServerKey = {
    accessKeyId: `FAKEAPI${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
  const uploads = new Map<string, UploadCredentials>();
  const secretOf = (accessKeyId: string) => {
    if (accessKeyId === serverKey.accessKeyId) return serverKey.secretAccessKey;
    const grant = uploads.get(accessKeyId);
    if (grant && grant.expiresAt <= Date.now()) uploads.delete(accessKeyId);
    return uploads.get(accessKeyId)?.secretAccessKey;
  };

  const middleware: S3rverMiddleware = async (context, next) => {
    // CORS preflights carry no credentials; s3rver answers them from the bucket's CORS rules.
    if (context.method === 'OPTIONS') return next();
    const target = targetOf(context.req.url ?? '/', bucket);
    if (!target) return refuse(context, 400, 'InvalidArgument', 'Invalid object key.');
    const [rawPath, rawQuery = ''] = (context.req.url ?? '/').split('?', 2);
    const signer = verifySignature(
      { method: context.method, rawPath, rawQuery, headers: context.req.headers },
      secretOf,
    );
    if (!signer) return refuse(context, 403, 'AccessDenied', 'Access Denied');
    if (signer.accessKeyId !== serverKey.accessKeyId) {
      const grant = uploads.get(signer.accessKeyId);
      if (
        !grant ||
        grant.sessionToken !== signer.sessionToken ||
        !mayUpload(context, target, grant)
      )
        return refuse(context, 403, 'AccessDenied', 'Access Denied');
    }
    // Checked here: s3rver would look the key up among its own accounts, and it refuses an
    // anonymous request's response-* overrides: the name is set below instead.
    delete context.req.headers.authorization;
    const asked = queryPairs(rawQuery).find(([name]) => name === 'response-content-disposition');
    context.querystring = rawQuery
      .split('&')
      .filter((pair) => pair && !/^(X-Amz-|response-)/i.test(pair))
      .join('&');
    await next();
    if (target.key && (context.method === 'GET' || context.method === 'HEAD'))
      asDownload(context, target.key, asked?.[1]);
  };

  return {
    serverKey,
    middleware,
    issue(keyStem, ttlMs) {
      const credentials: UploadCredentials = {
        accessKeyId: `STS${randomBytes(8).toString('hex').toUpperCase()}`,
        secretAccessKey: randomBytes(30).toString('base64url'),
        sessionToken: randomBytes(24).toString('base64url'),
        keyStem,
        expiresAt: Date.now() + ttlMs,
      };
      uploads.set(credentials.accessKeyId, credentials);
      return credentials;
    },
  };
}

interface Target {
  bucket: string;
  /** '' for a bucket or the service itself. */
  key: string;
}

/** The bucket and key a path names, or undefined when a decoded key holds `..` or `\`. */
export function targetOf(url: string, bucket: string): Target | undefined {
  const rawPath = url.split('?', 1)[0];
  let path = rawPath;
  // Decoded until stable: `%252e%252e` must not slip through as `%2e%2e` to a later decoder.
  for (let round = 0; round < 3; round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
  }
  if (path.includes('..') || path.includes('\\') || path.includes('\0')) return undefined;
  const [, first = '', ...rest] = path.split('/');
  return { bucket: first || bucket, key: rest.join('/') };
}

/** An upload key's rights: write its one object (single or multipart), nothing else. */
function mayUpload(context: S3rverContext, target: Target, grant: UploadCredentials): boolean {
  const { key } = target;
  const extension = key.slice(grant.keyStem.length);
  if (!key.startsWith(grant.keyStem) || !(extension === '' || EXTENSION.test(extension)))
    return false;
  if (context.get('x-amz-copy-source')) return false;
  const query = context.query;
  if (context.method === 'PUT') return true;
  if (context.method === 'POST') return 'uploads' in query || 'uploadId' in query;
  if (context.method === 'DELETE') return 'uploadId' in query;
  return false;
}

function asDownload(context: S3rverContext, key: string, disposition?: string): void {
  if (context.status !== 200 && context.status !== 206) return;
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  const name = key.split('/').pop() ?? 'file';
  context.set('Content-Type', IMAGE_TYPES[extension] ?? 'application/octet-stream');
  // Only the server key reads, so the name asked for is one the server signed (downloadName.ts).
  context.set(
    'Content-Disposition',
    isAttachmentDisposition(disposition)
      ? disposition
      : `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
  );
  context.set('X-Content-Type-Options', 'nosniff');
}

/** S3's error answer, with the CORS headers a browser needs to read it. */
export function refuse(context: S3rverContext, status: number, code: string, message: string) {
  if (context.get('origin')) {
    context.set('Access-Control-Allow-Origin', '*');
    context.set('Access-Control-Expose-Headers', 'ETag');
  }
  context.status = status;
  context.set('Content-Type', 'application/xml');
  context.body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>` +
    `<Message>${message}</Message></Error>`;
}
