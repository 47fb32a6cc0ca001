import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TASK_ID } from '../../../seed/uploadTasks';
import type { ObjectStorage } from '../../../storage/objectStorage';
import { BASIC_HEADER, startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';
import { startTestStorage } from '../../../testing/storage';
import { uploadAs, uploadKeysFor } from '../../../testing/upload';

const BASE = `/api/os/designTask/${UPLOAD_TASK_ID}`;

let t: TestApi;
let storage: ObjectStorage;
let token: string;
let serial = 0;

beforeAll(async () => {
  storage = await startTestStorage();
  t = await startTestApi({ storage });
  token = (await t.login('designer', 'Designer1')).access_token;
});
afterAll(async () => {
  await t.close();
  await storage.close();
});
beforeEach(() => {
  const state = t.api.db.getState();
  state.taskFiles = [];
  state.designTasks!.find((task) => task.id === UPLOAD_TASK_ID)!.status = '1';
});

async function send(method: string, path: string, body?: unknown, bearer = token) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${bearer}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The portal's upload of a small object: the addTaskFile body describing it. */
const uploaded = (fileType: string, originalName: string, content = `solid ${serial++}`) =>
  uploadAs(t, token, UPLOAD_TASK_ID, content, fileType, originalName);
/** What a browser following the file's link gets (a redirect to a signed storage URL). */
const open = (link: string) => fetch(new URL(link, t.url));

const add = (body: unknown, bearer?: string) => send('POST', `${BASE}/addTaskFile`, body, bearer);
const list = async () => (await send('GET', `${BASE}/uploadFiles`)).body.data as Json[];
const failure = (status: number, msg: string) => ({
  status,
  body: { code: status, success: false, data: status === 400 ? {} : null, msg },
});

describe('POST /api/os/designTask/{id}/addTaskFile', () => {
  it('registers a stored file and lists it with GET /uploadFiles', async () => {
    const body = await uploaded('cad', 'crown.stl');
    const answer = await add(body);
    expect(answer.status).toBe(200);
    const { fileType, fileSize, name, originalName, hashValue } = body;
    const described = { fileType, fileSize, name, originalName, hashValue };
    expect(answer.body.data).toMatchObject({ ...described, taskId: UPLOAD_TASK_ID });
    // The links are the server's own, built from the key: never the client's.
    expect(answer.body.data.link).toBe(`/api/blade-resource/oss/object/${body.name}`);
    expect(answer.body.data.viewStlUrl).toBe(answer.body.data.link);
    expect(answer.body.data.id).toMatch(/^\d{19}$/);
    expect(answer.body.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await list()).toEqual([answer.body.data]);
  });

  it('refuses a second CAD file, and a third DLP model', async () => {
    expect((await add(await uploaded('cad', 'a.stl'))).status).toBe(200);
    expect(await add(await uploaded('cad', 'b.stl'))).toEqual(
      failure(400, 'CAD 文件须且只能上传一个'),
    );
    expect((await add(await uploaded('dlp', 'd1.stl'))).status).toBe(200);
    expect((await add(await uploaded('dlp', 'd2.obj'))).status).toBe(200);
    expect((await add(await uploaded('dlp', 'd3.stl'))).body.msg).toBe(
      'DLP 模型须上传 1 至 2 个文件，不能为 0 个',
    );
  });

  it('refuses the same content twice in a task, whatever the name', async () => {
    const first = await uploaded('toothMold', 'mold.stl', 'solid same bytes');
    expect((await add(first)).status).toBe(200);
    const again = { ...first, fileType: 'bracket', originalName: 'renamed.stl' };
    expect(await add(again)).toEqual(failure(400, '该文件已上传，请勿重复上传'));
  });

  it.each([
    ['an unknown fileType', { fileType: 'photo' }, '文件类型错误'],
    ['no fileType', { fileType: '' }, '缺少必要的请求参数: fileType'],
    ['no hashValue', { hashValue: '' }, '缺少必要的请求参数: hashValue'],
    ['a negative size', { fileSize: -1 }, '缺少必要的请求参数: fileSize'],
    ['a short hash', { hashValue: 'abc' }, '文件哈希值格式错误'],
    ['a key outside upload/', { name: 'other/x.stl' }, '文件存储路径错误'],
    ["a hash other than the content's", { hashValue: 'a'.repeat(64) }, '文件内容与哈希值不符'],
    ['a CAD .ply', { originalName: 'crown.ply' }, 'CAD 文件只能上传 .stl 格式'],
    ['a comma in the name', { originalName: 'crown,2.stl' }, '文件名在扩展名前不能包含逗号'],
    ['a size that differs from the object', { fileSize: 999 }, '文件未上传完成'],
  ])('refuses %s with a 400 envelope', async (_label, patch, msg) => {
    expect(await add({ ...(await uploaded('cad', 'crown.stl')), ...patch })).toEqual(
      failure(400, msg),
    );
    expect(await list()).toEqual([]);
  });

  it('refuses a 0-byte file and bytes that are no model, by code and in the caller’s language (issue 40)', async () => {
    const empty = await add({ ...(await uploaded('cad', 'crown.stl')), fileSize: 0 });
    expect(empty.body).toMatchObject({ data: { refusal: 'file_empty' } });
    const exe = await uploaded(
      'cad',
      'setup.exe.stl',
      'MZ\u0090\u0000\u0003 This program cannot be run',
    );
    const refused = await send('POST', `${BASE}/addTaskFile?language=en`, exe);
    expect(refused).toEqual({
      status: 400,
      body: {
        code: 400,
        success: false,
        data: { refusal: 'mesh_unreadable', values: {} },
        msg: 'The file is damaged or is not a valid STL / PLY / OBJ model',
      },
    });
    expect(await list()).toEqual([]);
  });

  it('refuses an object that was never uploaded, and a key the server never issued', async () => {
    const body = await uploaded('cad', 'crown.stl');
    const { keys } = await uploadKeysFor(t, token, UPLOAD_TASK_ID);
    expect((await add({ ...body, name: `${keys.keyPrefix}.stl` })).body.msg).toBe('文件未上传完成');
    expect((await add({ ...body, name: 'upload/20261122/missing.stl' })).body.msg).toBe(
      '文件不是为此任务上传的',
    );
  });

  it('accepts uploads in rework ("6") only besides "1"', async () => {
    const task = t.api.db.getState().designTasks!.find((item) => item.id === UPLOAD_TASK_ID)!;
    task.status = '6';
    expect((await add(await uploaded('cad', 'crown.stl'))).status).toBe(200);
    task.status = '2';
    expect(await add(await uploaded('dlp', 'd.stl'))).toEqual(
      failure(400, '当前任务状态不允许上传或删除文件'),
    );
  });

  it('answers 400 for an unknown task and 403 for a task of another designer', async () => {
    const other = (await t.login('company', 'Company1')).access_token as string;
    const body = await uploaded('cad', 'crown.stl');
    expect(await send('POST', '/api/os/designTask/42/addTaskFile', body)).toEqual(
      failure(400, '任务不存在'),
    );
    expect(await add(body, other)).toEqual(failure(403, '缺失权限,无法访问'));
    expect((await send('GET', `${BASE}/uploadFiles`, undefined, other)).status).toBe(403);
  });
});

describe('DELETE /api/os/designTask/{id}/cadFiles | reticleModelFiles | integratFiles', () => {
  it('removes one file by fileId, or every file of its group', async () => {
    const cad = (await add(await uploaded('cad', 'crown.stl'))).body.data;
    const mold = (await add(await uploaded('toothMold', 'mold.ply'))).body.data;
    const dlp = (await add(await uploaded('dlp', 'print.stl'))).body.data;
    const line = (await add(await uploaded('reticleModel', 'line.stl'))).body.data;

    expect(await send('DELETE', `${BASE}/integratFiles?fileId=${cad.id}`)).toEqual(
      failure(400, '文件不存在'),
    );
    expect((await send('DELETE', `${BASE}/cadFiles?fileId=${cad.id}`)).body).toMatchObject({
      code: 200,
      data: true,
    });
    expect((await list()).map((file) => file.id)).toEqual([mold.id, dlp.id, line.id]);
    await send('DELETE', `${BASE}/integratFiles`);
    expect((await list()).map((file) => file.id)).toEqual([line.id]);
    await send('DELETE', `${BASE}/reticleModelFiles?fileId=${line.id}`);
    expect(await list()).toEqual([]);
  });

  it('removes the stored object with the file, and keeps the others', async () => {
    const cad = (await add(await uploaded('cad', 'crown.stl'))).body.data;
    const mold = (await add(await uploaded('toothMold', 'mold.stl'))).body.data;
    expect((await open(cad.link)).status).toBe(200);
    await send('DELETE', `${BASE}/cadFiles?fileId=${cad.id}`);
    expect((await open(cad.link)).status).toBe(404);
    expect((await open(mold.link)).status).toBe(200);
  });

  it('refuses in a state other than 1 or 6', async () => {
    t.api.db.getState().designTasks!.find((item) => item.id === UPLOAD_TASK_ID)!.status = '3';
    expect(await send('DELETE', `${BASE}/cadFiles`)).toEqual(
      failure(400, '当前任务状态不允许上传或删除文件'),
    );
  });
});

describe("issue 36: a designer cannot take another's delivery", () => {
  it("refuses subacct1's key on designer's order, and leaves subacct1's object alone", async () => {
    const state = t.api.db.getState();
    const sub = state.users.find((user) => user.account === 'subacct1')!;
    const theirTask = state.designTasks!.find((task) => task.id !== UPLOAD_TASK_ID)!;
    Object.assign(theirTask, { status: '1', designerId: sub.id, subDesignerId: '' });
    const subToken = (await t.login('subacct1', 'Subacct1')).access_token as string;
    const theirs = await uploadAs(t, subToken, theirTask.id, 'solid subacct1 delivery');

    // The attacker's steps: register their key on his own order, then delete it from there.
    expect(await add(theirs)).toEqual(failure(400, '文件不是为此任务上传的'));
    expect(await send('DELETE', `${BASE}/cadFiles`)).toMatchObject({ status: 200 });
    // Nor may he ask for keys on their order.
    expect((await uploadKeysFor(t, token, theirTask.id)).status).toBe(403);

    expect((await storage.digestObject(theirs.name))?.size).toBe(theirs.fileSize);
    const registered = await send(
      'POST',
      `/api/os/designTask/${theirTask.id}/addTaskFile`,
      theirs,
      subToken,
    );
    expect(registered.status).toBe(200);
    expect((await open(registered.body.data.link)).status).toBe(200);
  });
});
