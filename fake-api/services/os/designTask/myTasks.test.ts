import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../../src/domain/textLimits';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';

describe('design tasks', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  /** Signs everyone in (again after the clock moves on past their tokens' lifetime). */
  const signIn = () => t.signIn(['designer', 'mainacct', 'newbie1', 'support'], tokens);
  beforeAll(async () => {
    t = await startTestApi({ control: true });
    await signIn();
  });
  afterAll(() => t.close());

  const get = (path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method: 'GET', token: tokens[account], query });
  const post = (path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method: 'POST', token: tokens[account], query });
  const page = async (account: string, query: Record<string, string>) =>
    (await get(`${BASE}/my/page`, account, query)).body.data;
  const poolTask = async (dentureType = '1'): Promise<Json> =>
    (await page('designer', { tab: 'grab', dentureType, size: '50' })).records[0];

  it('pages a tab with BladeX filters, every Task field present', async () => {
    const grab = await page('designer', { tab: 'grab', current: '1', size: '3' });
    expect(grab).toMatchObject({ total: 8, size: 3, current: 1, pages: 3 });
    expect(grab.records).toHaveLength(3);
    expect(Object.keys(grab.records[0])).toEqual(
      expect.arrayContaining([
        'orderNo',
        'taskNo',
        'patientName',
        'productName',
        'material',
        'customerCode',
        'unit',
        'designCycle',
        'implantBrand',
        'interfaceSize',
        'isMailModel',
        'remark',
        'fullCrownCount',
        'innerCrownCount',
        'isRework',
        'isGrab',
        'subDispatchStatus',
        'status',
      ]),
    );
    const mine = await page('designer', { size: '50' });
    expect(new Set(mine.records.map((task: Json) => task.status))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6']),
    );
    const reworked = await page('designer', { isRework: '1', productName: '全', size: '50' });
    expect(reworked.records.length).toBeGreaterThan(0);
    for (const task of reworked.records) {
      expect(task).toMatchObject({ isRework: '1', productName: '全冠' });
    }
    const none = await page('designer', { createTime_datege: '2099-01-01' });
    expect(none.total).toBe(0);
  });

  it('refuses a grab to a designer without certification, and says why', async () => {
    const task = await poolTask();
    const answer = await post(`${BASE}/my/grab`, 'newbie1', { id: task.id });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 400, success: false, msg: '您尚未通过资质认证，不能抢单' },
    });
    const veneer = await poolTask('4');
    expect((await post(`${BASE}/my/grab`, 'designer', { id: veneer.id })).body.msg).toBe(
      '您尚未通过该义齿类型的资质认证，不能抢单',
    );
    expect((await post(`${BASE}/my/grab`, 'support', { id: task.id })).status).toBe(403);
  });

  it('gives a raced order to exactly one of two designers grabbing at once', async () => {
    const task = await poolTask();
    const answers = await Promise.all([
      post(`${BASE}/my/grab`, 'designer', { id: task.id }),
      post(`${BASE}/my/grab`, 'mainacct', { id: task.id }),
    ]);
    // The loser's answer is no failed request (no 400 in its console: issue 40, point 18), its
    // envelope says the refusal.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const loser = answers.find((answer) => answer.body.success === false);
    expect(loser?.body).toMatchObject({
      code: 400,
      msg: '手慢了，该订单已被其他设计师抢走',
      data: { refusal: 'task_taken' },
    });
    const winner = answers.find((answer) => answer.body.success === true);
    expect(winner?.body.data).toMatchObject({ status: '1', isGrab: '1' });
    expect(winner?.body.data.deadline).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('returns an order to the pool only with a reason no longer than a reason takes', async () => {
    const task = await poolTask();
    await post(`${BASE}/my/grab`, 'designer', { id: task.id });
    const noReason = await post(`${BASE}/my/cancel`, 'designer', { id: task.id, reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { msg: '退回原因不能为空' } });
    const long = '忙'.repeat(TEXT_LIMITS.reason + 1);
    const tooLong = await post(`${BASE}/my/cancel`, 'designer', {
      id: task.id,
      reason: long,
      language: 'tr',
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { msg: `Neden en fazla ${TEXT_LIMITS.reason} karakter olabilir` },
    });
    const ok = await post(`${BASE}/my/cancel`, 'designer', { id: task.id, reason: '时间不够' });
    expect(ok.status).toBe(200);
    const detail = await get(`${BASE}/${task.id}/detail`, 'designer');
    expect(detail.body.data).toMatchObject({ status: '0', designerId: '', deadline: '' });
  });

  it('runs the QC cycle: submit needs a CAD file, staff fail, return, rework, pass', async () => {
    const task = await poolTask('2');
    await post(`${BASE}/my/grab`, 'designer', { id: task.id });
    expect((await post(`${BASE}/${task.id}/submit`, 'designer')).body).toMatchObject({
      code: 400,
      msg: '请先上传CAD设计文件再提交',
    });
    t.api.db.getState().taskFiles?.push({
      id: '1',
      taskId: task.id,
      fileType: 'cad',
      fileSize: 10,
      createTime: '2026-11-01 08:00:00',
      domain: '',
      link: '/oss/demo/crown.stl',
      name: 'upload/20261101/a.stl',
      originalName: 'design.stl',
      viewStlUrl: '/oss/demo/crown.stl',
      hashValue: 'ab',
    });
    expect((await post(`${BASE}/${task.id}/submit`, 'designer')).body.data.status).toBe('2');
    expect((await post(`${BASE}/qc/fail`, 'designer', { id: task.id, reasons: 'x' })).status).toBe(
      403,
    );
    expect((await post(`${BASE}/qc/fail`, 'support', { id: task.id })).body.msg).toBe(
      '请填写不合格原因',
    );
    const failed = await post(`${BASE}/qc/fail`, 'support', {
      id: task.id,
      reasons: '边缘线不清晰\n咬合过高',
    });
    expect(failed.body.data).toMatchObject({
      status: '4',
      isRework: '1',
      qcReasons: ['边缘线不清晰', '咬合过高'],
    });
    const illegal = await post(`${BASE}/${task.id}/submit`, 'designer');
    expect(illegal).toMatchObject({
      status: 400,
      body: { msg: '订单当前状态为「不合格」，不能提交' },
    });
    expect((await post(`${BASE}/qc/return`, 'support', { id: task.id })).body.data.status).toBe(
      '5',
    );
    // Ten hours later the designer takes the returned order into rework: a new design cycle.
    const grabbed = (await get(`${BASE}/${task.id}/detail`, 'designer')).body.data;
    await t.call('/__fake/clock', { method: 'POST', query: { minutes: '600' } });
    await signIn();
    const reworked = (await post(`${BASE}/${task.id}/rework`, 'designer')).body.data;
    expect(reworked.status).toBe('6');
    const shift = Date.parse(reworked.deadline) - Date.parse(grabbed.deadline);
    expect(shift).toBeGreaterThanOrEqual(600 * 60_000);
    expect(shift).toBeLessThan(610 * 60_000);
    expect((await post(`${BASE}/${task.id}/submit`, 'designer')).body.data.status).toBe('2');
    expect((await post(`${BASE}/qc/pass`, 'support', { id: task.id })).body.data.status).toBe('3');
    expect((await post(`${BASE}/qc/pass`, 'support', { id: task.id })).body.msg).toBe(
      '订单当前状态为「质检通过」，不能质检通过',
    );
    const history = (await get(`${BASE}/${task.id}/cadHistory`, 'designer')).body.data;
    expect(history.map((v: Json) => [v.version, v.qcStatus])).toEqual([
      [2, '3'],
      [1, '5'],
    ]);
    expect((await page('designer', { tab: 'history', size: '50' })).records).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: task.id })]),
    );
  });

  it('serves case files, special requests and their files of a visible task only', async () => {
    const task = (await page('designer', { tab: 'progress', customerCode: 'KH001' })).records[0];
    const files = (await get(`${BASE}/${task.id}/files`, 'designer')).body.data;
    expect(files.map((file: Json) => file.link)).toContain('/oss/demo/upper-jaw.stl');
    const requests = (await get(`${BASE}/${task.id}/special/reques`, 'designer')).body.data;
    expect(requests.length).toBeGreaterThan(0);
    const requestFiles = await get(
      '/api/cl_dispatch/dispatch/listCompanySpecialRequestFile',
      'designer',
      {
        companySpecialRequestId: requests[0].companySpecialRequestId,
      },
    );
    expect(requestFiles.body.data).toHaveLength(1);
    // Held by another designer: said so by its code, in the caller's language (issue 40).
    const taken = await get(`${BASE}/${task.id}/detail`, 'newbie1', { language: 'en' });
    expect(taken.body).toMatchObject({
      code: 400,
      success: false,
      data: { refusal: 'task_taken' },
      msg: 'Too late: this order was taken by another designer',
    });
    const missing = await get(`${BASE}/1900000000000009999/detail`, 'newbie1');
    expect(missing.body).toMatchObject({ data: { refusal: 'task_not_found' }, msg: '任务不存在' });
  });

  it("keeps a special request's files to those who may see an order of its customer", async () => {
    const state = t.api.db.getState();
    state.specialRequests = [
      ...(state.specialRequests ?? []),
      {
        id: 'sr-lonely',
        companySpecialRequestId: 'csr-lonely',
        customerCode: 'NO-ORDER-CUSTOMER',
        title: 'lonely',
        content: '',
        createTime: '2026-11-01 10:00:00',
      },
    ];
    state.specialRequestFiles = [
      ...(state.specialRequestFiles ?? []),
      {
        id: 'srf-lonely',
        companySpecialRequestId: 'csr-lonely',
        fileName: 'a.pdf',
        link: '/a.pdf',
        fileSize: 1,
      },
    ];
    const files = (account: string) =>
      get('/api/cl_dispatch/dispatch/listCompanySpecialRequestFile', account, {
        companySpecialRequestId: 'csr-lonely',
      });
    const stranger = (await files('designer')).body;
    expect([stranger.success, stranger.msg]).toEqual([false, '任务不存在']);
    expect((await files('support')).body.success).toBe(false);

    const held = (await page('designer', { tab: 'progress' })).records[0];
    const record = (state.designTasks ?? []).find((task) => task.id === held.id);
    if (record) record.customerCode = 'NO-ORDER-CUSTOMER';
    expect((await files('designer')).body.data).toHaveLength(1);
    expect((await files('support')).body.data).toHaveLength(1);
    expect((await files('newbie1')).body.success).toBe(false);
  });

  it('lists groups with counts and unread marks, and marks one read', async () => {
    const groups = (await get(`${BASE}/my/gropus`, 'designer')).body.data;
    expect(groups.map((group: Json) => group.id)).toEqual([
      'grab',
      'progress',
      'inspection',
      'history',
    ]);
    const grab = groups.find((group: Json) => group.id === 'grab');
    expect(grab.count).toBe((await page('designer', { tab: 'grab' })).total);
    const inspection = groups.find((group: Json) => group.id === 'inspection');
    expect(inspection.unread).toBe(true);
    const read = await t.call(`${BASE}/my/readGroup/inspection`, {
      method: 'PUT',
      token: tokens.designer,
    });
    expect(read.status).toBe(200);
    const after = (await get(`${BASE}/my/gropus`, 'designer')).body.data;
    expect(after.find((group: Json) => group.id === 'inspection').unread).toBe(false);
  });

  it('pages the deductions of the caller', async () => {
    const answer = (
      await get('/api/order/companyDesigner/deduction/out/list', 'designer', { size: '5' })
    ).body.data;
    expect(answer).toMatchObject({ total: 12, size: 5, pages: 3 });
    expect(Object.keys(answer.records[0]).sort()).toEqual(
      [
        'amount',
        'createTime',
        'currency',
        'id',
        'method',
        'problemLevel',
        'reason',
        'reasonCode',
        'violationTime',
      ].sort(),
    );
    expect(answer.records[0].currency).toBe('RMB');
    const none = await get('/api/order/companyDesigner/deduction/out/list', 'newbie1');
    expect(none.body.data.total).toBe(0);
  });
});
