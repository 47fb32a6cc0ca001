import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3rverContext } from 's3rver';
import { createStorageGate, refuse } from './storageGate';
import type { UploadCredentials } from './storageGate';
import { presignGet } from './sigV4';

/**
 * Where the portal uploads CAD files: an S3-compatible server (s3rver) for development and tests,
 * behind a gate that checks every request's signature (storageGate.ts).
 */
export interface ObjectStorage {
  /** `http://127.0.0.1:<port>`: the S3 endpoint the upload keys name. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Temporary keys that write `keyStem` plus an extension, and nothing else, for `ttlMs`. */
  issueUploadKeys(keyStem: string, ttlMs: number): UploadCredentials;
  /** A GET URL signed with the server's key, valid `seconds`, saved under `downloadName`. */
  presignedUrl(
    key: string,
    seconds: number,
    method?: 'GET' | 'HEAD',
    downloadName?: string,
  ): string;
  /** The next `count` UploadPart calls answer HTTP 500 InternalError (0 cancels). */
  failNextParts(count: number): void;
  /** Planned part failures not yet served. */
  pendingPartFailures(): number;
  /**
   * The next `count` UploadPart calls wait `ms` before being served; 0 cancels, and serves the
   * parts held now at once.
   */
  delayNextParts(count: number, ms: number): void;
  /** Multipart uploads begun and neither completed nor aborted (their upload ids). */
  openMultipartUploads(): string[];
  putObject(key: string, object: StoredObject): Promise<void>;
  /** undefined when there is no such object. */
  getObject(key: string): Promise<StoredObject | undefined>;
  /** Size and SHA-256 (hex) of the stored bytes, read by the server; undefined when absent. */
  digestObject(key: string): Promise<{ size: number; sha256: string } | undefined>;
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  originalName: string;
}

export interface ObjectStorageOptions {
  /** 0 = any free port. */
  port?: number;
  /** Where s3rver keeps buckets and objects. */
  directory: string;
  bucket?: string;
}

const DEFAULT_BUCKET = 'design-files';
const STORAGE_REGION = 'us-east-1';

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
  /** Parts held back now, each with the release that serves it at once. */
  const held = new Set<() => void>();
  let closing = false;
  const holdFor = (ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      held.add(release);
    });
  const uploadsDir = join(options.directory, bucket, '._S3rver_uploads');
  const gate = createStorageGate(bucket);
  // After the gate: only a signed caller with the right to that upload gets here.
  server.middleware.unshift(async (context, next) => {
    if (isAbortMultipart(context)) return abortMultipart(context, uploadsDir);
    // Like S3: a part of an upload that was aborted (or never begun) is refused.
    if (isUploadPart(context) && !openUpload(uploadsDir, context.query.uploadId))
      return noSuchUpload(context);
    await next();
  });
  server.middleware.unshift(gate.middleware);
  // Simulated faults come first, as a network or storage failure would.
  server.middleware.unshift(async (context, next) => {
    if (!isUploadPart(context)) return next();
    if (partsToFail > 0) {
      partsToFail -= 1;
      return failPart(context);
    }
    if (delay.count > 0) {
      delay.count -= 1;
      await holdFor(delay.ms);
      // Released by the close: its connection must not stay open for another request.
      if (closing) context.set('Connection', 'close');
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: STORAGE_REGION,
    forcePathStyle: true,
    credentials: gate.serverKey,
  });
  const objectPath = (key: string) =>
    `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    endpoint,
    bucket,
    region: STORAGE_REGION,
    issueUploadKeys: (keyStem, ttlMs) => gate.issue(keyStem, ttlMs),
    presignedUrl: (key, seconds, method, downloadName) =>
      presignGet({
        method,
        downloadName,
        endpoint,
        path: objectPath(key),
        region: STORAGE_REGION,
        ...gate.serverKey,
        expiresInSeconds: seconds,
      }),
    failNextParts(count) {
      partsToFail = Math.max(0, count);
    },
    pendingPartFailures: () => partsToFail,
    delayNextParts(count, ms) {
      delay.count = Math.max(0, count);
      delay.ms = Math.max(0, ms);
      if (delay.count === 0) for (const release of [...held]) release();
    },
    openMultipartUploads: () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []),
    async putObject(key, { bytes, contentType, originalName }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          Metadata: { 'original-name': encodeURIComponent(originalName) },
        }),
      );
    },
    async getObject(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        return {
          bytes,
          contentType: answer.ContentType ?? 'application/octet-stream',
          originalName: decodeURIComponent(answer.Metadata?.['original-name'] ?? key),
        };
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async digestObject(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) {
          hash.update(chunk);
          size += chunk.length;
        }
        return { size, sha256: hash.digest('hex') };
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: async () => {
      client.destroy();
      // A held part keeps its request open: the close would wait out the rest of its delay.
      closing = true;
      for (const release of [...held]) release();
      await server.close();
    },
  };
}

function isAbortMultipart(context: S3rverContext): boolean {
  return context.method === 'DELETE' && 'uploadId' in context.query;
}

/**
 * AbortMultipartUpload, which s3rver lacks: drops the parts like S3 does (204), or answers
 * NoSuchUpload (404) for an unknown or already finished upload.
 */
function abortMultipart(context: S3rverContext, uploadsDir: string): void {
  const dir = openUpload(uploadsDir, context.query.uploadId);
  if (!dir) return noSuchUpload(context);
  if (context.get('origin')) context.set('Access-Control-Allow-Origin', '*');
  rmSync(dir, { recursive: true, force: true });
  context.status = 204;
}

/** The folder of an upload begun and not finished, if `uploadId` names one. */
function openUpload(uploadsDir: string, uploadId: unknown): string | undefined {
  if (typeof uploadId !== 'string' || !/^[\w-]+$/.test(uploadId)) return undefined;
  const dir = join(uploadsDir, uploadId);
  return existsSync(join(dir, 'key')) ? dir : undefined;
}

/** S3's answer to a part or an abort of an upload that is gone (aborted or completed). */
function noSuchUpload(context: S3rverContext): void {
  refuse(context, 404, 'NoSuchUpload', 'The specified upload does not exist.');
}

function isUploadPart(context: S3rverContext): boolean {
  return context.method === 'PUT' && 'partNumber' in context.query && 'uploadId' in context.query;
}

/** S3's own 500 answer, with the CORS headers a browser needs to see it as an answer. */
function failPart(context: S3rverContext): void {
  const message = 'We encountered an internal error. Please try again. (simulated)';
  refuse(context, 500, 'InternalError', message);
}
