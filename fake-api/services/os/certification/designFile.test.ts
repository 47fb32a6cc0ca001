import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TASK_ID } from '../../../seed/uploadTasks';
import { startStoredApi } from '../../../testing/storage';
import type { StoredTestApi } from '../../../testing/storage';
import { storeAs, uploadKeysFor } from '../../../testing/upload';

/**
 * Issue 36: a qualification's test design names only an object the server issued to that
 * designer for the qualification, stored whole and holding what its hash says (the rule of
 * addTaskFile and of attachments). The attacker's steps first, then the portal's own flow.
 */
describe('the test design of a qualification submission', () => {
  let t: StoredTestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startStoredApi();
    await t.signIn(['newbie1', 'designer', 'support'], tokens);
  });
  afterAll(() => t.close());

  interface DesignFile {
    fileLink: string;
    hashValue: string;
    fileSize: number;
  }
  /** `account` applies for `dentureType` with `file`: the query the portal sends. */
  const submit = (account: string, file: DesignFile, dentureType = '1', language = 'zh') =>
    t.call('/api/os/certification/submit', {
      token: tokens[account],
      query: {
        dentureType,
        software: 'exocad',
        softwareVersion: '3.2',
        years: '2',
        fileName: 'crown-design.stl',
        fileLink: file.fileLink,
        hashValue: file.hashValue,
        fileSize: String(file.fileSize),
        language,
      },
    });
  /** What the portal sends for an upload of `content` as `account` (keys without an order). */
  const stored = async (account: string, content: string, taskId?: string) => {
    const object = await storeAs(t, tokens[account], content, 'stl', taskId);
    const file: DesignFile = {
      fileLink: object.name,
      hashValue: object.hashValue,
      fileSize: object.size,
    };
    return { ...object, file };
  };
  const attempts = () => t.api.db.getState().certificationAttempts ?? [];
  const refused = (msg: string) => ({ status: 400, body: { code: 400, success: false, msg } });
  const NOT_ISSUED = '文件不是本人为资质认证上传的';

  it('refuses a page on another site, the storage’s own URL and a traversal', async () => {
    const own = await stored('newbie1', 'solid own design');
    const before = attempts().length;
    for (const fileLink of [
      'http://evil.example/crown.stl',
      'javascript:alert(1)',
      `${own.keys.domain}/${own.name}`,
      `upload/../${own.name}`,
    ]) {
      expect(await submit('newbie1', { ...own.file, fileLink })).toMatchObject(refused(NOT_ISSUED));
    }
    expect(
      await submit('newbie1', { ...own.file, fileLink: 'http://evil.example/a' }, '1', 'en'),
    ).toMatchObject(refused('This file was not uploaded by you for the qualification'));
    expect(attempts()).toHaveLength(before);
  });

  it("refuses another designer's upload, and a key issued for an order", async () => {
    const theirs = await stored('designer', 'solid designer design');
    const before = attempts().length;
    expect(await submit('newbie1', theirs.file)).toMatchObject(refused(NOT_ISSUED));
    // designer's own key, but asked for a delivery of his order: not a qualification's.
    const delivery = await stored('designer', 'solid delivery', UPLOAD_TASK_ID);
    expect(await submit('designer', delivery.file, '6')).toMatchObject(refused(NOT_ISSUED));
    expect(attempts()).toHaveLength(before);
    expect((await t.storage.digestObject(theirs.name))?.size).toBe(theirs.size);
  });

  it('refuses an object never uploaded, one of another size, and bytes the hash does not name', async () => {
    const { keys } = await uploadKeysFor(t, tokens.newbie1);
    const own = await stored('newbie1', 'solid sized design');
    const before = attempts().length;
    const missing = { ...own.file, fileLink: `${keys.keyPrefix}.stl` };
    expect(await submit('newbie1', missing)).toMatchObject(refused('文件未上传完成'));
    const bigger = { ...own.file, fileSize: own.size + 1 };
    expect(await submit('newbie1', bigger)).toMatchObject(refused('文件未上传完成'));
    const otherHash = { ...own.file, hashValue: 'f'.repeat(64) };
    expect(await submit('newbie1', otherHash)).toMatchObject(refused('文件内容与哈希值不符'));
    expect(attempts()).toHaveLength(before);
  });

  it("takes the portal's own upload and links it on the API's object route", async () => {
    const own = await stored('newbie1', 'solid the real design');
    const answer = await submit('newbie1', own.file);
    expect(answer.status).toBe(200);
    const link = `/api/blade-resource/oss/object/${own.name}`;
    expect(answer.body.data).toMatchObject({ fileLink: link, hashValue: own.hashValue });
    const detail = await t.call('/api/os/certification/detail', {
      method: 'GET',
      token: tokens.support,
      query: { id: answer.body.data.id },
    });
    expect(detail.body.data.fileLink).toBe(link);
    const opened = await fetch(new URL(link, t.url));
    expect(await opened.text()).toBe('solid the real design');
  });
});
