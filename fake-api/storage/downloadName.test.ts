import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import { OBJECT_PATH } from './objectGrants';
import type { ObjectStorage } from './objectStorage';

/** Issue 39, point 15: a CAD-history download is saved under the version's name, not its key. */
describe('the object route names a download by its `filename`', () => {
  let storage: ObjectStorage;
  let t: TestApi;
  const key = 'upload/20261122/f68463e1d2.stl';
  const link = `${OBJECT_PATH}/${key}`;
  beforeAll(async () => {
    storage = await startTestStorage();
    t = await startTestApi({ storage });
    await storage.putObject(key, {
      bytes: Buffer.from('solid v2'),
      contentType: 'model/stl',
      originalName: 'crown.stl',
    });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const dispositionOf = async (path: string) => {
    const answer = await fetch(`${t.url}${path}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('solid v2');
    return answer.headers.get('content-disposition');
  };

  it('saves under the name asked for, in any script', async () => {
    expect(await dispositionOf(`${link}?filename=T7-cad-v2.stl`)).toBe(
      "attachment; filename*=UTF-8''T7-cad-v2.stl",
    );
    const chinese = encodeURIComponent('上颌扫描 v2.stl');
    expect(await dispositionOf(`${link}?filename=${chinese}`)).toBe(
      `attachment; filename*=UTF-8''${chinese}`,
    );
  });

  it('keeps the key as the name without one, and never lets a name break the header', async () => {
    expect(await dispositionOf(link)).toBe('attachment; filename="f68463e1d2.stl"');
    const hostile = encodeURIComponent('a.stl"\r\nSet-Cookie: x=1');
    const answer = await fetch(`${t.url}${link}?filename=${hostile}`);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="f68463e1d2.stl"');
  });

  it('signs the name: a presigned URL with another name is refused', async () => {
    const redirect = await fetch(`${t.url}${link}?filename=v2.stl`, { redirect: 'manual' });
    const signed = redirect.headers.get('location') ?? '';
    expect(signed).toContain('response-content-disposition=');
    const forged = signed.replace(/v2\.stl/, 'evil.html');
    expect((await fetch(forged)).status).toBe(403);
  });
});
