import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsDlpModel } from '../../../../src/domain/submitRules';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';
const MINUTE = 60_000;

/** Issue 24: a case flagged as incomplete pauses the design clock until staff answer. */
describe('case flag', () => {
  let t: TestApi;
  let clock = Date.parse('2026-11-02T02:00:00Z');
  const tokens: Record<string, string> = {};
  /** An order grabbed and never flagged (the window closed first). */
  let unflaggedId = '';
  const signIn = async () => {
    await t.signIn(['designer', 'newbie1', 'support'], tokens);
  };
  /** Moves the clock on; tokens live an hour, so everyone signs in again. */
  const advance = async (ms: number) => {
    clock += ms;
    await signIn();
  };
  beforeAll(async () => {
    t = await startTestApi({ now: () => clock });
    await signIn();
  });
  afterAll(() => t.close());

  const pool = async (): Promise<Json[]> =>
    (
      await t.call(`${BASE}/my/page`, {
        method: 'GET',
        token: tokens.designer,
        query: { tab: 'grab', size: '50' },
      })
    ).body.data.records.filter((task: Json) => !needsDlpModel(task));
  const grab = async (id: string) =>
    (await t.call(`${BASE}/my/grab`, { token: tokens.designer, query: { id } })).body.data;
  const flag = (taskId: string, account = 'designer', extra: Json = {}) =>
    t.call(`${BASE}/flag`, {
      token: tokens[account],
      body: { taskId, code: 'unreadableMargin', note: '21 margin unreadable', ...extra },
    });
  const answer = (taskId: string, answerCode: string, account = 'support') =>
    t.call(`${BASE}/flag/answer`, {
      token: tokens[account],
      body: { taskId, answer: answerCode, note: 'go ahead' },
    });
  const detail = async (id: string) =>
    (await t.call(`${BASE}/${id}/detail`, { method: 'GET', token: tokens.designer })).body.data;

  it('pauses the clock and moves the deadline by the paused time on the answer', async () => {
    const [first] = await pool();
    const grabbed = await grab(first.id);
    const flagged = await flag(first.id, 'designer', { pins: [[1, 2, 3]] });
    expect(flagged.body.data.flag).toMatchObject({
      code: 'unreadableMargin',
      pins: [[1, 2, 3]],
      flaggedAt: expect.any(String),
    });
    expect((await flag(first.id)).body.msg).toBe('该订单已标记过资料不全');
    expect((await flag(first.id, 'newbie1')).body.msg).toBe('手慢了，该订单已被其他设计师抢走');
    // From a pool preview that went stale: the lost grab, in the caller's language.
    expect((await flag(first.id, 'newbie1', { language: 'en' })).body.msg).toBe(
      'Too late: this order was taken by another designer',
    );
    expect((await answer(first.id, 'proceed', 'designer')).status).toBe(403);
    const submit = await t.call(`${BASE}/${first.id}/submit`, { token: tokens.designer });
    expect(submit.body.msg).toBe('该订单已标记资料不全，请等待客服答复');
    const open = await t.call(`${BASE}/flag/page`, {
      method: 'GET',
      token: tokens.support,
      query: { open: '1' },
    });
    expect(open.body.data.records.map((task: Json) => task.id)).toEqual([first.id]);

    await advance(90 * MINUTE);
    const answered = await answer(first.id, 'proceed');
    expect(answered.status).toBe(200);
    const after = await detail(first.id);
    expect(after.flag).toMatchObject({ answer: 'proceed', answerNote: 'go ahead' });
    const shift = Date.parse(`${after.deadline}+08:00`) - Date.parse(`${grabbed.deadline}+08:00`);
    expect(shift).toBe(90 * MINUTE);
    expect((await answer(first.id, 'proceed')).body.msg).toBe('该订单没有待答复的资料不全标记');
    const events = t.api.db.getState().notifications ?? [];
    expect(events.at(-1)).toMatchObject({ type: 'caseFlagAnswered', ref: first.id });
  });

  it('refuses a flag past the window, or without a note', async () => {
    const [, second] = await pool();
    await grab(second.id);
    unflaggedId = second.id;
    expect((await flag(second.id, 'designer', { note: ' ' })).body.msg).toBe('请填写说明');
    await advance(4 * 60 * MINUTE + 1000);
    expect((await flag(second.id)).body.msg).toBe(
      '接单已超过4小时，不能再标记资料不全，请联系客服',
    );
  });

  it('grabs a pool order flagged from its preview, with the clock paused at once', async () => {
    const [third] = await pool();
    const keyed = () =>
      t.call(`${BASE}/flag`, {
        token: tokens.designer,
        headers: { 'Idempotency-Key': 'flag-once' },
        body: { taskId: third.id, code: 'unreadableMargin', note: 'no margin' },
      });
    const flagged = (await keyed()).body.data;
    expect(flagged).toMatchObject({ status: '1', flag: { code: 'unreadableMargin' } });
    expect(flagged.flag.flaggedAt).toBe(flagged.updateTime);
    // A retry with the same key gets the first answer; without it, a second flag is refused.
    expect((await keyed()).body.data).toEqual(flagged);
    expect((await flag(third.id)).body.msg).toBe('该订单已标记过资料不全');
    const cancelled = await t.call(`${BASE}/my/cancel`, {
      token: tokens.designer,
      query: { id: third.id, reason: 'not for me' },
    });
    expect(cancelled.status).toBe(200);
    expect((await detail(third.id)).flag).toBeUndefined();
  });

  it('keeps a return on a flagged order "proceed as is" out of the first-pass rate and points', async () => {
    const flagged = (t.api.db.getState().designTasks ?? []).find(
      (task) => task.flag?.answer === 'proceed',
    );
    const stats = async () =>
      (await t.call('/api/os/dashboard/stats', { method: 'GET', token: tokens.designer })).body.data
        .firstPassRate as number;
    const points = () =>
      t.api.db.getState().users.find((user) => user.account === 'designer')?.points;
    const submitAndReturn = async (id: string) => {
      addCad(id);
      const submitted = await t.call(`${BASE}/${id}/submit`, { token: tokens.designer });
      expect(submitted.body.msg).toBe('操作成功');
      const reasons = [{ category: 'anatomy', severity: 'major', text: 'cusp too flat' }];
      const returned = await t.call(`${BASE}/qc/return`, {
        token: tokens.support,
        query: { id },
        body: { reasons },
      });
      expect(returned.status).toBe(200);
    };
    const rate0 = await stats();
    const points0 = points();
    await submitAndReturn(String(flagged?.id));
    expect(points()).toBe(points0);
    const rate1 = await stats();
    expect(rate1).toBeGreaterThan(rate0);
    await submitAndReturn(unflaggedId);
    expect(points()).toBe(Number(points0) - 2);
    expect(await stats()).toBeLessThan(rate1);
  });

  const addCad = (taskId: string) =>
    t.api.db.getState().taskFiles?.push({
      id: `${taskId}-cad`,
      taskId,
      fileType: 'cad',
      fileSize: 10,
      createTime: '2026-11-01 08:00:00',
      domain: '',
      link: '/oss/demo/crown.stl',
      name: 'upload/20261101/cad.stl',
      originalName: 'cad.stl',
      viewStlUrl: '/oss/demo/crown.stl',
      hashValue: `${taskId}cad`,
    });
});
