import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TASK_ID } from '../../../seed/uploadTasks';
import type { ObjectStorage } from '../../../storage/objectStorage';
import { BASIC_HEADER, startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';
import { startTestStorage } from '../../../testing/storage';
import { uploadAs } from '../../../testing/upload';

const BASE = `/api/os/designTask/${UPLOAD_TASK_ID}`;

let t: TestApi;
let storage: ObjectStorage;
const tokens: Record<string, string> = {};
let serial = 0;

beforeAll(async () => {
  storage = await startTestStorage();
  t = await startTestApi({ storage });
  tokens.designer = (await t.login('designer', 'Designer1')).access_token as string;
  tokens.support = (await t.login('support', 'Support1')).access_token as string;
  tokens.operator = (await t.login('operator', 'Operator1')).access_token as string;
  tokens.company = (await t.login('company', 'Company1')).access_token as string;
});
afterAll(async () => {
  await t.close();
  await storage.close();
});
beforeEach(() => {
  const state = t.api.db.getState();
  state.taskFiles = [];
  state.cadVersions = (state.cadVersions ?? []).filter((v) => v.taskId !== UPLOAD_TASK_ID);
  state.designTasks!.find((task) => task.id === UPLOAD_TASK_ID)!.status = '1';
});

async function send(method: string, path: string, body?: unknown, as = 'designer') {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${tokens[as]}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const uploaded = (fileType: string, originalName: string) =>
  uploadAs(t, tokens.designer, UPLOAD_TASK_ID, `solid version ${serial++}`, fileType, originalName);
/** What a browser following the file's link gets (a redirect to a signed storage URL). */
const open = (link: string) => fetch(new URL(link, t.url));

const files = async (as = 'designer') => await send('GET', `${BASE}/uploadFiles`, undefined, as);
const replace = (fileId: string, body: unknown) =>
  send('POST', `${BASE}/replaceTaskFile?fileId=${fileId}`, body);

/** Version 1 submitted and sent back: the order is in rework with v1 as its working CAD file. */
async function reworkAfterVersion1() {
  const v1 = (await send('POST', `${BASE}/addTaskFile`, await uploaded('cad', 'crown-v1.stl'))).body
    .data as Json;
  const submitted = await send('POST', `${BASE}/submit`, { fullCrownCount: 2, innerCrownCount: 0 });
  expect(submitted.body.data.status).toBe('2');
  t.api.db.getState().designTasks!.find((task) => task.id === UPLOAD_TASK_ID)!.status = '6';
  return v1;
}

describe('submitted versions are immutable (issue 21)', () => {
  it('records the object, hash, size and counts of the submitted version', async () => {
    const v1 = await reworkAfterVersion1();
    const history = (await send('GET', `${BASE}/cadHistory`)).body.data as Json[];
    expect(history[0]).toMatchObject({
      version: 1,
      fileName: 'crown-v1.stl',
      objectName: v1.name,
      objectNames: [v1.name],
      hashValue: v1.hashValue,
      fileSize: v1.fileSize,
      fullCrownCount: 2,
      innerCrownCount: 0,
    });
  });

  it('refuses to delete a submitted file, in the language asked for, and keeps its object', async () => {
    const v1 = await reworkAfterVersion1();
    const zh = await send('DELETE', `${BASE}/cadFiles?fileId=${v1.id}`);
    expect(zh.body).toMatchObject({ code: 400, msg: '已提交的版本文件不能删除' });
    const en = await send('DELETE', `${BASE}/cadFiles?fileId=${v1.id}&language=en`);
    expect(en.body.msg).toMatch(/submitted version cannot be deleted/);
    const tr = await send('DELETE', `${BASE}/cadFiles?language=tr`);
    expect(tr.body.msg).toMatch(/Gönderilmiş bir sürümün dosyası silinemez/);
    expect((await files()).body.data).toHaveLength(1);
    expect((await open(v1.link)).status).toBe(200);
  });

  it('replaces the working file in one step and keeps version 1 downloadable', async () => {
    const v1 = await reworkAfterVersion1();
    const v2body = await uploaded('cad', 'crown-v2.stl');
    const answer = await replace(v1.id, v2body);
    expect(answer.body.data).toMatchObject({ originalName: 'crown-v2.stl', fileType: 'cad' });
    expect(((await files()).body.data as Json[]).map((file) => file.originalName)).toEqual([
      'crown-v2.stl',
    ]);
    expect((await open(v1.link)).status).toBe(200);
    const history = (await send('GET', `${BASE}/cadHistory`)).body.data as Json[];
    expect(history.map((version) => version.link)).toEqual([v1.link]);
  });

  it('deletes the object of a replaced file that was never submitted', async () => {
    const draft = (await send('POST', `${BASE}/addTaskFile`, await uploaded('cad', 'draft.stl')))
      .body.data as Json;
    expect((await replace(draft.id, await uploaded('cad', 'better.stl'))).status).toBe(200);
    expect((await open(draft.link)).status).toBe(404);
  });

  it('changes nothing when a replace is refused', async () => {
    const v1 = await reworkAfterVersion1();
    const wrongType = await replace(v1.id, await uploaded('dlp', 'model.stl'));
    expect(wrongType.body).toMatchObject({ code: 400, msg: '替换文件须与原文件类型相同' });
    const sameContent = await replace(v1.id, { ...(await uploaded('cad', 'x.stl')), ...pick(v1) });
    expect(sameContent.body.msg).toBe('该文件已上传，请勿重复上传');
    const notStored = await replace(v1.id, {
      ...(await uploaded('cad', 'y.stl')),
      name: 'upload/20261122/missing.stl',
    });
    expect(notStored.body.msg).toBe('文件不是为此任务上传的');
    expect(await replace('42', await uploaded('cad', 'z.stl'))).toMatchObject({
      status: 400,
      body: { msg: '文件不存在' },
    });
    expect(((await files()).body.data as Json[]).map((file) => file.id)).toEqual([v1.id]);
  });

  it('lets staff with the QC right read the uploaded files, and no other designer', async () => {
    await reworkAfterVersion1();
    expect((await files('support')).body.data).toHaveLength(1);
    expect((await files('operator')).body.data).toHaveLength(1);
    expect((await files('company')).status).toBe(403);
    expect((await send('POST', `${BASE}/replaceTaskFile?fileId=1`, {}, 'support')).status).toBe(
      403,
    );
  });
});

function pick(file: Json) {
  return { hashValue: file.hashValue, name: file.name, fileSize: file.fileSize, link: file.link };
}
