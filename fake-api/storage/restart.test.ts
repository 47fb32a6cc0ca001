import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_TASK_ID } from '../seed/uploadTasks';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';
import { uploadAs } from '../testing/upload';
import { startObjectStorage } from './objectStorage';

/**
 * Issue 39, point 6: `npm start` again (the storage on another port, with a new server key) and
 * every uploaded file still opens, the current file and the submitted version alike.
 */
describe('a restart on the same data keeps every uploaded file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-api-restart-'));
  const dataFile = join(dir, 'db.json');
  const storageDir = join(dir, 's3');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const filesOf = async (t: TestApi, token: string) => {
    const base = `/api/os/designTask/${UPLOAD_TASK_ID}`;
    const current = (await t.call(`${base}/uploadFiles`, { method: 'GET', token })).body.data;
    const history = (await t.call(`${base}/cadHistory`, { method: 'GET', token })).body.data;
    return [...(current as Json[]), ...(history as Json[])].map((file) => file.link as string);
  };
  const download = async (t: TestApi, link: string) => {
    const answer = await fetch(new URL(link, t.url));
    return { status: answer.status, text: await answer.text() };
  };

  it('opens the CAD file and its version after the API and the storage restart', async () => {
    const firstStorage = await startObjectStorage({ directory: storageDir });
    const first = await startTestApi({ dataFile, storage: firstStorage });
    const token = (await first.login('designer', 'Designer1')).access_token as string;
    const body = await uploadAs(first, token, UPLOAD_TASK_ID, 'solid delivered before restart');
    const base = `/api/os/designTask/${UPLOAD_TASK_ID}`;
    expect((await first.call(`${base}/addTaskFile`, { token, body })).status).toBe(200);
    const submit = { fullCrownCount: 2, innerCrownCount: 0 };
    expect((await first.call(`${base}/submit`, { token, body: submit })).status).toBe(200);
    const before = await filesOf(first, token);
    expect(before).toHaveLength(2);
    await first.close();
    await firstStorage.close();

    const secondStorage = await startObjectStorage({ directory: storageDir });
    expect(secondStorage.endpoint).not.toBe(firstStorage.endpoint);
    const second = await startTestApi({ dataFile, storage: secondStorage });
    const newToken = (await second.login('designer', 'Designer1')).access_token as string;
    const after = await filesOf(second, newToken);
    expect(after).toEqual(before);
    for (const link of after) {
      expect(await download(second, link)).toEqual({
        status: 200,
        text: 'solid delivered before restart',
      });
    }
    await second.close();
    await secondStorage.close();
  });
});
