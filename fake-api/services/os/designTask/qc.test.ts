import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';

describe('quality inspection calls', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi();
    await t.signIn(['designer', 'support'], tokens);
  });
  afterAll(() => t.close());

  const queue = async (query: Record<string, string> = {}) =>
    t.call(`${BASE}/qc/page`, { method: 'GET', token: tokens.support, query });
  const inspect = (action: string, id: string, body: unknown, account = 'support') =>
    t.call(`${BASE}/qc/${action}`, { token: tokens[account], query: { id }, body });

  it('lists the orders awaiting inspection oldest first, to staff only', async () => {
    const page = (await queue({ size: '50' })).body.data;
    expect(page.total).toBeGreaterThan(1);
    const rows: Json[] = page.records;
    expect(rows.every((row) => row.status === '2')).toBe(true);
    const times = rows.map((row) => row.submitTime);
    expect(times).toEqual([...times].sort());
    expect(rows[0]).toMatchObject({
      designerName: expect.any(String),
      designerLevel: expect.stringMatching(/^[ABCD]$/),
      reworkCount: expect.any(Number),
    });
    const filtered = (await queue({ productName: rows[0].productName })).body.data.records;
    expect(filtered.every((row: Json) => row.productName === rows[0].productName)).toBe(true);
    const designer = await t.call(`${BASE}/qc/page`, { method: 'GET', token: tokens.designer });
    expect(designer.status).toBe(403);
  });

  it('refuses a description longer than a reason takes, in the caller’s language', async () => {
    const id: string = (await queue()).body.data.records[0].id;
    const reasons = [{ category: 'margin', severity: 'major', text: '边'.repeat(501) }];
    const refused = await t.call(`${BASE}/qc/return`, {
      token: tokens.support,
      query: { id, language: 'en' },
      body: { reasons },
    });
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'The reason may not exceed 500 characters',
    });
    const zh = await inspect('return', id, { reasons });
    expect(zh.body.msg).toBe('原因不能超过500个字符');
    expect((await queue()).body.data.records.map((row: Json) => row.id)).toContain(id);
  });

  it('stores structured reasons with their pins on the task and on its version', async () => {
    const id: string = (await queue()).body.data.records[0].id;
    expect((await inspect('fail', id, { reasons: [] })).body).toMatchObject({
      code: 400,
      msg: '请填写不合格原因',
    });
    const wrong = await inspect('fail', id, {
      reasons: [{ category: 'colour', severity: 'major', text: '' }],
    });
    expect(wrong.body.msg).toBe('质检原因类别无效');
    const reasons = [
      { category: 'margin', severity: 'critical', text: '边缘不密合', pin: [1.5, -2, 3.25] },
      { category: 'contacts', severity: 'minor', text: '' },
    ];
    expect((await inspect('fail', id, { reasons }, 'designer')).status).toBe(403);
    const failed = await inspect('fail', id, { reasons });
    expect(failed.body.data).toMatchObject({
      status: '4',
      isRework: '1',
      qcReasons: ['边缘线: 边缘不密合', '邻接关系'],
      qcInspection: { action: 'fail', status: '4', reasons, inspector: 'support' },
    });
    // The same fail again is refused by the state machine: never applied twice.
    expect((await inspect('fail', id, { reasons })).body.code).toBe(400);
    const detail = await t.call(`${BASE}/${id}/detail`, { method: 'GET', token: tokens.designer });
    expect(detail.body.data.qcInspection.reasons[0].pin).toEqual([1.5, -2, 3.25]);
    const history = await t.call(`${BASE}/${id}/cadHistory`, {
      method: 'GET',
      token: tokens.designer,
    });
    const latest = history.body.data[0];
    expect(latest.qcInspection).toMatchObject({ reasons, version: latest.version });
  });

  it('still takes plain reason lines in the query', async () => {
    const id: string = (await queue()).body.data.records[0].id;
    const failed = await t.call(`${BASE}/qc/fail`, {
      token: tokens.support,
      query: { id, reasons: '咬合过高' },
    });
    expect(failed.body.data.qcInspection.reasons).toEqual([
      { category: 'other', severity: 'major', text: '咬合过高' },
    ]);
  });

  it('serves the reason categories in three languages', async () => {
    const path = '/api/blade-system/dict-biz/dictionary';
    for (const [language, margin] of [
      ['zh', '边缘线'],
      ['en', 'Margin'],
      ['tr', 'Kenar hattı'],
    ]) {
      const items = await t.call(path, {
        method: 'GET',
        token: tokens.support,
        query: { code: 'qc_reason', language },
      });
      expect(items.body.data).toHaveLength(8);
      expect(items.body.data[0]).toMatchObject({ dictKey: 'margin', dictValue: margin });
    }
  });
});
