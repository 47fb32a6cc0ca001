import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3rverContext } from 's3rver';

/** Where the portal uploads CAD files: an S3-compatible server (s3rver) for development and tests. */
export interface ObjectStorage {
  /** `http://127.0.0.1:<port>`: the S3 endpoint the upload keys name. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public URL of an object (the bucket is readable without a signature). */
  objectUrl(key: string): string;
  /** The next `count` UploadPart calls answer HTTP 500 InternalError (0 cancels). */
  failNextParts(count: number): void;
  /** Planned part failures not yet served. */
  pendingPartFailures(): number;
  /** The next `count` UploadPart calls wait `ms` before being served (0 cancels). */
  delayNextParts(count: number, ms: number): void;
  close(): Promise<void>;
}

export interface ObjectStorageOptions {
  /** 0 = any free port. */
  port?: number;
  /** Where s3rver keeps buckets and objects. */
  directory: string;
  bucket?: string;
}

export const DEFAULT_BUCKET = 'design-files';
export const STORAGE_REGION = 'us-east-1';
// s3rver's one built-in account: it checks every signature against this key pair.
const S3RVER_KEY = 'S3RVER';

/** Any origin may upload: the browser must read each part's ETag to complete a multipart upload. */
const CORS_CONFIG = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startObjectStorage(options: ObjectStorageOptions): Promise<ObjectStorage> {
  const bucket = options.bucket ?? DEFAULT_BUCKET;
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: bucket, configs: [CORS_CONFIG] }],
  });
  let partsToFail = 0;
  const delay = { count: 0, ms: 0 };
  server.middleware.unshift(async (context, next) => {
    if (!isUploadPart(context)) return next();
    if (partsToFail > 0) {
      partsToFail -= 1;
      return failPart(context);
    }
    if (delay.count > 0) {
      delay.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    region: STORAGE_REGION,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    objectUrl: (key) => `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    failNextParts(count) {
      partsToFail = Math.max(0, count);
    },
    pendingPartFailures: () => partsToFail,
    delayNextParts(count, ms) {
      delay.count = Math.max(0, count);
      delay.ms = Math.max(0, ms);
    },
    close: () => server.close(),
  };
}

function isUploadPart(context: S3rverContext): boolean {
  return context.method === 'PUT' && 'partNumber' in context.query && 'uploadId' in context.query;
}

/** S3's own 500 answer, with the CORS headers a browser needs to see it as an answer. */
function failPart(context: S3rverContext): void {
  const origin = context.get('origin');
  if (origin) {
    context.set('Access-Control-Allow-Origin', '*');
    context.set('Access-Control-Expose-Headers', 'ETag');
  }
  context.status = 500;
  context.set('Content-Type', 'application/xml');
  context.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code>' +
    '<Message>We encountered an internal error. Please try again. (simulated)</Message></Error>';
}
