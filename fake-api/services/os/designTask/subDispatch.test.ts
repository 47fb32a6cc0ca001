import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';

describe('sub-account dispatch', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi();
    await t.signIn(['mainacct', 'subacct1', 'subacct2', 'designer'], tokens);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method, token: tokens[account], query });

  it('dispatches to a sub-account, withdraws, dispatches to the pool; a sub-account takes it', async () => {
    const subs = (await call('GET', '/api/cl-order/task/getsubUser', 'mainacct')).body.data;
    expect(subs.map((sub: Json) => sub.account)).toEqual(['subacct1', 'subacct2']);
    expect((await call('GET', '/api/cl-order/task/getsubUser', 'designer')).body.data).toEqual([]);
    const sub1 = subs[0].id;
    const mine = (
      await call('GET', `${BASE}/my/page`, 'mainacct', { tab: 'progress', subDispatchStatus: '0' })
    ).body.data.records;
    const id: string = mine[0].id;

    const dispatched = await call('POST', `${BASE}/my/setSubDesigner`, 'mainacct', {
      id,
      subDesignerId: sub1,
    });
    expect(dispatched.body.data).toMatchObject({ subDispatchStatus: '1', subDesignerId: sub1 });
    expect(
      (await call('POST', `${BASE}/my/setSubDesigner`, 'mainacct', { id, subDesignerId: sub1 }))
        .body.msg,
    ).toBe('该订单已派单，请先撤回');
    // The portal hides "return order" while dispatched; the server refuses it by the same rule.
    const cancelled = await call('POST', `${BASE}/my/cancel`, 'mainacct', { id, reason: '太忙' });
    expect(cancelled.body.msg).toBe('该订单已派单，请先撤回');
    const offered = (await call('GET', `${BASE}/receiving/subPage`, 'subacct1')).body.data;
    expect(offered.records.map((task: Json) => task.id)).toContain(id);
    // Issue 39: the dispatched card says what the order pays (its price, fixed at the grab).
    const card = offered.records.find((task: Json) => task.id === id);
    expect(card.earning).toMatchObject({ fixed: true, totalFen: expect.any(Number) });
    expect(card.earning.totalFen).toBeGreaterThan(0);
    const notOffered = (await call('GET', `${BASE}/receiving/subPage`, 'subacct2')).body.data;
    expect(notOffered.records.map((task: Json) => task.id)).not.toContain(id);

    const withdrawn = await call('GET', `${BASE}/my/cancalResourcePool`, 'mainacct', { id });
    expect(withdrawn.body.data).toMatchObject({ subDispatchStatus: '2', subDesignerId: '' });
    // Issue 39: a dispatch withdrawn says so (it said "not dispatched"), in the caller's language.
    expect((await call('POST', `${BASE}/subReceiving`, 'subacct1', { id })).body).toMatchObject({
      msg: '主账号已撤回该派单',
      data: { refusal: 'dispatch_withdrawn' },
    });
    const inEnglish = await call('POST', `${BASE}/subReceiving`, 'subacct1', {
      id,
      language: 'en',
    });
    expect(inEnglish.body.msg).toBe('Your main account withdrew this dispatch');

    const pooled = await call('GET', `${BASE}/my/subResourcePool`, 'mainacct', { id });
    expect(pooled.body.data).toMatchObject({ subDispatchStatus: '1', subDesignerId: '' });
    const taken = await call('POST', `${BASE}/subReceiving`, 'subacct2', { id });
    expect(taken.body.data.subReceiveTime).not.toBe('');
    expect((await call('POST', `${BASE}/subReceiving`, 'subacct1', { id })).body.msg).toBe(
      '该订单未派发给您',
    );
    expect((await call('GET', `${BASE}/my/cancalResourcePool`, 'mainacct', { id })).body.msg).toBe(
      '子账号已接单，不能撤回',
    );
    expect(
      (await call('POST', `${BASE}/my/cancel`, 'subacct2', { id, reason: '太忙' })).body.msg,
    ).toBe('您不是该订单的设计师');
    const subWork = (await call('GET', `${BASE}/my/page`, 'subacct2', { tab: 'progress' })).body
      .data.records;
    expect(subWork.map((task: Json) => task.id)).toContain(id);
  });

  it('quotes no pay on pool cards to a sub-account, which may not grab them', async () => {
    const pool = (await call('GET', `${BASE}/my/page`, 'subacct1', { tab: 'grab' })).body.data;
    expect(pool.records.length).toBeGreaterThan(0);
    expect(pool.records.filter((task: Json) => task.earning)).toEqual([]);
    const designerPool = (await call('GET', `${BASE}/my/page`, 'designer', { tab: 'grab' })).body
      .data;
    expect(designerPool.records.every((task: Json) => task.earning)).toBe(true);
  });

  it('refuses dispatch calls of accounts without sub-accounts', async () => {
    const answer = await call('GET', `${BASE}/my/subResourcePool`, 'designer', { id: '1' });
    expect(answer).toMatchObject({ status: 400, body: { msg: '只有主账号可以派单' } });
  });
});
