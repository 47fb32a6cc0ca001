import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadToStorage } from '../../src/components/upload/storageUpload';
import { createFakeApi } from '../app';
import { md5Hex } from '../http/format';
import { BASIC_HEADER, startTestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import type { ObjectStorage } from './objectStorage';

/** Issue 15, "nothing left behind": attachments persist, deleted and abandoned files do not. */
describe('the object storage keeps what is named and nothing else', () => {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await startTestStorage();
  });
  afterAll(() => storage.close());

  it('keeps a put-file attachment across a restart of the fake API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-api-restart-'));
    const dataFile = join(dir, 'db.json');
    const first = createFakeApi({ dataFile, storage, log: () => {} });
    const { url } = await first.listen(0);
    const token = await loginToken(url);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const answer = await fetch(`${url}/api/blade-resource/oss/endpoint/put-file`, {
      method: 'POST',
      headers: { Authorization: BASIC_HEADER, 'Blade-Auth': `bearer ${token}` },
      body: form,
    });
    const { name } = ((await answer.json()) as { data: { name: string } }).data;
    await first.close();

    const second = createFakeApi({ dataFile, storage, log: () => {} });
    const restarted = await second.listen(0);
    const served = await fetch(`${restarted.url}/api/blade-resource/oss/object/${name}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('aborts the multipart upload of a file abandoned mid-upload', async () => {
    const api = await startTestApi({ storage });
    const token = (await api.login('designer', 'Designer1')).access_token as string;
    const keys = (await api.call('/api/cl-order/order/FrontEndAS', { method: 'GET', token })).body
      .data;
    storage.delayNextParts(5, 400);
    const controller = new AbortController();
    const file = new Blob([new Uint8Array(30 * 1024 * 1024)]);
    const uploading = uploadToStorage(file, keys, {
      key: `${keys.keyPrefix}.stl`,
      signal: controller.signal,
    });
    await expect.poll(() => storage.openMultipartUploads().length).toBe(1);
    controller.abort();
    await expect(uploading).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.openMultipartUploads()).toEqual([]);
    storage.delayNextParts(0, 0);
    await api.close();
  });
});

async function loginToken(url: string): Promise<string> {
  const query = new URLSearchParams({
    tenantId: '000000',
    account: 'designer',
    password: md5Hex('Designer1'),
    type: 'account',
    grant_type: 'password',
    scope: 'all',
  });
  const response = await fetch(`${url}/api/blade-auth/os/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: BASIC_HEADER, 'Tenant-Id': '000000' },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
