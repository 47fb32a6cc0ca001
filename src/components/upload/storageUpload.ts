import { AbortMultipartUploadCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BuildMiddleware, MetadataBearer } from '@smithy/types';
import type { UploadKeys, UploadResult } from '../../../dataProvider/wireTypes';
import { XhrHttpHandler } from './xhrHttpHandler';

/** SPEC §9: parts of 9437184 bytes (9 MiB), five at a time. */
export const PART_SIZE = 9_437_184;
export const QUEUE_SIZE = 5;
/** Each request (a part included) is tried up to three times before the upload fails. */
const MAX_ATTEMPTS = 3;

export interface StorageUploadOptions {
  /** The object key, upload/{yyyyMMdd}/{random}.{ext} (domain/objectKey.ts). */
  key: string;
  onProgress?: (loadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file straight to the S3-compatible storage the keys name, as a multipart upload.
 * Loaded on demand (dynamic import): the S3 client stays out of the main chunk.
 */
export async function uploadToStorage(
  file: Blob,
  keys: UploadKeys,
  { key, onProgress, signal }: StorageUploadOptions,
): Promise<Omit<UploadResult, 'originalName' | 'hashValue'>> {
  const client = new S3Client({
    endpoint: keys.endpoint,
    region: keys.region,
    forcePathStyle: true,
    maxAttempts: MAX_ATTEMPTS,
    // In a browser, XHR for progress within each part; Node (bench, tests) keeps its own handler.
    ...(typeof XMLHttpRequest === 'undefined' ? {} : { requestHandler: new XhrHttpHandler() }),
    credentials: {
      accessKeyId: keys.accessKeyId,
      secretAccessKey: keys.secretAccessKey,
      sessionToken: keys.sessionToken,
    },
    // Checksums only where S3 demands them: the content hash already identifies the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  client.middlewareStack.add(unsignedPayload, { step: 'build', name: 'unsignedPayload' });
  const upload = new Upload({
    client,
    params: {
      Bucket: keys.bucket,
      Key: key,
      Body: file,
      ContentType: file.type || 'application/octet-stream',
    },
    partSize: PART_SIZE,
    queueSize: QUEUE_SIZE,
  });
  const abort = () => void upload.abort();
  signal?.addEventListener('abort', abort);
  upload.on('httpUploadProgress', ({ loaded = 0, total = file.size }) =>
    onProgress?.(loaded, total),
  );
  try {
    if (signal?.aborted) throw Object.assign(new Error('Upload aborted.'), { name: 'AbortError' });
    await upload.done();
  } catch (error) {
    if (signal?.aborted) await abandonMultipart(client, upload, keys.bucket, key);
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
    client.destroy();
  }
  const link = `${keys.domain}/${key}`;
  return { domain: keys.domain, link, name: key, viewStlUrl: link };
}

/**
 * A part is signed without hashing its bytes (S3's UNSIGNED-PAYLOAD, as presigned URLs are): the
 * SDK would otherwise read and hash every 9 MiB part again in the page, on top of the whole-file
 * SHA-256 the worker already computed. The server checks that SHA-256 when the file is
 * registered, so the storage's own check of each part's hash adds nothing.
 */
const unsignedPayload: BuildMiddleware<object, MetadataBearer> = (next) => (args) => {
  const request = args.request as { method?: string; headers?: Record<string, string> };
  if (request.method === 'PUT' && request.headers) {
    request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
  }
  return next(args);
};

/**
 * An abandoned upload leaves nothing in the storage: lib-storage answers abort() at once and only
 * aborts the multipart upload once its parts settle, by then with a destroyed client. So the
 * multipart upload is aborted here, once it exists (it may still be being created).
 */
async function abandonMultipart(client: S3Client, upload: Upload, bucket: string, key: string) {
  // lib-storage keeps the creation's promise private; pinned version 3.1169.0.
  const creating = (upload as unknown as { createMultiPartPromise?: Promise<unknown> })
    .createMultiPartPromise;
  await creating?.catch(() => undefined);
  if (!upload.uploadId) return;
  await client
    .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.uploadId }))
    .catch(() => undefined);
}
