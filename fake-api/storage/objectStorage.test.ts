import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStorage } from '../testing/storage';
import type { ObjectStorage } from './objectStorage';

describe('startObjectStorage', () => {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await startTestStorage();
  });
  afterAll(() => storage.close());

  it('fails the planned UploadPart calls with S3 500s (CORS headers kept), then serves', async () => {
    storage.failNextParts(1);
    const part = `${`${storage.endpoint}/design-files/upload/20261122/a.stl`}?partNumber=1&uploadId=x`;
    const failed = await fetch(part, {
      method: 'PUT',
      headers: { Origin: 'http://localhost:8080' },
      body: 'x',
    });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await failed.text()).toContain('<Code>InternalError</Code>');
    expect(storage.pendingPartFailures()).toBe(0);
  });

  it('holds the planned UploadPart calls for the given time', async () => {
    storage.delayNextParts(1, 300);
    const part = `${`${storage.endpoint}/design-files/upload/20261122/c.stl`}?partNumber=1&uploadId=x`;
    const started = performance.now();
    await fetch(part, { method: 'PUT', body: 'x' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    const again = performance.now();
    await fetch(part, { method: 'PUT', body: 'x' });
    expect(performance.now() - again).toBeLessThan(290);
  });

  it('serves the parts it holds back at once when the delay is cancelled', async () => {
    storage.delayNextParts(1, 30_000);
    const part = `${`${storage.endpoint}/design-files/upload/20261122/d.stl`}?partNumber=1&uploadId=x`;
    const started = performance.now();
    const answer = fetch(part, { method: 'PUT', body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    storage.delayNextParts(0, 0);
    // Served at once, by the signature check: an unsigned part is refused.
    expect((await answer).status).toBe(403);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('closes without waiting out a part it holds back', async () => {
    const own = await startTestStorage();
    own.delayNextParts(1, 30_000);
    const part = `${`${own.endpoint}/design-files/upload/20261122/held.stl`}?partNumber=1&uploadId=x`;
    const answer = fetch(part, { method: 'PUT', body: 'x' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await own.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    await answer;
  });

  it('completes a multipart upload whose first two parts fail, byte for byte', async () => {
    const client = uploadClient(storage, 'upload/20261122/b', 3);
    const body = new Uint8Array(12 * 1024 * 1024).map((_, index) => index % 251);
    storage.failNextParts(2);
    const upload = new Upload({
      client,
      params: { Bucket: storage.bucket, Key: 'upload/20261122/b.stl', Body: body },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
    expect(storage.pendingPartFailures()).toBe(0);
    const signed = storage.presignedUrl('upload/20261122/b.stl', 60);
    const stored = new Uint8Array(await (await fetch(signed)).arrayBuffer());
    expect(stored.length).toBe(body.length);
    expect(Buffer.compare(stored, body)).toBe(0);
  });

  it('aborts a multipart upload like S3: parts dropped, a second abort is NoSuchUpload', async () => {
    const client = uploadClient(storage, 'upload/20261122/abandoned');
    const target = { Bucket: storage.bucket, Key: 'upload/20261122/abandoned.stl' };
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
    await client.send(
      new UploadPartCommand({ ...target, UploadId, PartNumber: 1, Body: new Uint8Array(1024) }),
    );
    expect(storage.openMultipartUploads()).toContain(UploadId);
    await client.send(new AbortMultipartUploadCommand({ ...target, UploadId }));
    expect(storage.openMultipartUploads()).not.toContain(UploadId);
    await expect(
      client.send(new AbortMultipartUploadCommand({ ...target, UploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('keeps, reads and deletes an object with its type and original name', async () => {
    const key = 'upload/20261122/note.png';
    await storage.putObject(key, {
      bytes: Buffer.from('png bytes'),
      contentType: 'image/png',
      originalName: '截图 1.png',
    });
    expect(await storage.getObject(key)).toEqual({
      bytes: Buffer.from('png bytes'),
      contentType: 'image/png',
      originalName: '截图 1.png',
    });
    await storage.deleteObject(key);
    expect(await storage.getObject(key)).toBeUndefined();
  });
});

/** An S3 client on one upload's keys, as FrontEndAS hands them to the portal. */
function uploadClient(storage: ObjectStorage, keyStem: string, maxAttempts = 1): S3Client {
  const keys = storage.issueUploadKeys(keyStem, 60_000);
  return new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: true,
    maxAttempts,
    credentials: keys,
  });
}
