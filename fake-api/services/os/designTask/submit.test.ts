import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_HEADER, startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';

/** The submit for inspection carries the crown counts and checks the DLP slot (issue 9). */
describe('submit for inspection', () => {
  let t: TestApi;
  let token = '';
  beforeAll(async () => {
    t = await startTestApi();
    token = (await t.login('designer', 'Designer1')).access_token;
  });
  afterAll(() => t.close());

  const grabbed = async (dentureType: string): Promise<Json> => {
    const pool = await t.call(`${BASE}/my/page`, {
      method: 'GET',
      token,
      query: { tab: 'grab', dentureType, size: '50' },
    });
    const task = pool.body.data.records[0];
    await t.call(`${BASE}/my/grab`, { method: 'POST', token, query: { id: task.id } });
    return task;
  };
  const addFile = (taskId: string, fileType: 'cad' | 'dlp') =>
    t.api.db.getState().taskFiles?.push({
      id: `${taskId}-${fileType}-${Math.random()}`,
      taskId,
      fileType,
      fileSize: 10,
      createTime: '2026-11-01 08:00:00',
      domain: '',
      link: '/oss/demo/crown.stl',
      name: `upload/20261101/${fileType}.stl`,
      originalName: `${fileType}.stl`,
      viewStlUrl: '/oss/demo/crown.stl',
      hashValue: `${taskId}${fileType}`,
    });
  const submit = async (id: string, body: Json) => {
    const response = await fetch(`${t.url}${BASE}/${id}/submit`, {
      method: 'POST',
      headers: {
        Authorization: BASIC_HEADER,
        'Tenant-Id': '000000',
        'Blade-Auth': `bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  it('stores the crown counts sent with the submit, and refuses malformed ones', async () => {
    const task = await grabbed('1');
    addFile(task.id, 'cad');
    expect((await submit(task.id, { fullCrownCount: -1, innerCrownCount: 0 })).body).toMatchObject({
      code: 400,
      msg: '请输入大于或等于 0 的整数',
    });
    // The seeded order's chart asks for other counts: without a reason the submit is refused.
    const differing = { fullCrownCount: 3, innerCrownCount: 1 };
    expect((await submit(task.id, { ...differing, countReason: ' ' })).body).toMatchObject({
      code: 400,
      msg: '牙冠数量与牙位图不一致，请填写原因',
    });
    const reason = 'one crown was remade in the lab';
    const done = await submit(task.id, { ...differing, countReason: reason });
    expect(done.body.data).toMatchObject({
      status: '2',
      submittedFullCrownCount: 3,
      submittedInnerCrownCount: 1,
      submittedCountReason: reason,
    });
    const stored = t.api.db.getState().designTasks?.find((item) => item.id === task.id);
    expect(stored).toMatchObject({ submittedFullCrownCount: 3, submittedInnerCrownCount: 1 });
  });

  it('takes the counts of the tooth chart without a reason', async () => {
    const task = await grabbed('2');
    addFile(task.id, 'cad');
    expect(task.teeth.length).toBeGreaterThan(0);
    const counts = { fullCrownCount: 0, innerCrownCount: task.teeth.length };
    const done = await submit(task.id, counts);
    expect(done.body.data).toMatchObject({ status: '2', submittedCountReason: '' });
  });

  it('refuses a product that needs DLP models while its DLP slot is empty', async () => {
    const task = await grabbed('5');
    addFile(task.id, 'cad');
    const counts = { fullCrownCount: task.fullCrownCount, innerCrownCount: task.innerCrownCount };
    expect((await submit(task.id, counts)).body).toMatchObject({
      code: 400,
      msg: 'DLP 模型须上传 1 至 2 个文件，不能为 0 个',
    });
    addFile(task.id, 'dlp');
    expect((await submit(task.id, counts)).body.data.status).toBe('2');
  });
});
