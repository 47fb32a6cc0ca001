import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/harness';

describe('os/user personal centre calls', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startTestApi({ control: true });
    token = (await t.login('designer', 'Designer1')).access_token as string;
  });
  afterAll(() => t.close());

  const put = (path: string, query: Record<string, string>) =>
    t.call(`/api/os/user/${path}`, { method: 'PUT', token, query });

  it('changes the phone only after step 1, and refuses a replay of step 2', async () => {
    const first = await t.call('/api/os/user/phone/captcha', { method: 'POST', token });
    const early = await put('phone/checkSecond', { phone: '19900005555', ukey: 'x', vfCode: '1' });
    expect(early.body.msg).toBe('请先验证原手机号');
    expect(
      (await put('phone/checkFirst', { ukey: first.body.data.ukey, vfCode: '123456' })).status,
    ).toBe(200);
    const second = await t.call('/api/os/user/phone/captcha', {
      method: 'POST',
      token,
      query: { phone: '19900005555' },
    });
    const change = { phone: '19900005555', ukey: second.body.data.ukey, vfCode: '123456' };
    expect((await put('phone/checkSecond', change)).status).toBe(200);
    expect((await put('phone/checkSecond', change)).body.msg).toBe('请先验证原手机号');
  });

  it('keeps one history row per account change, none for a refused one or a replayed key', async () => {
    const changes = () =>
      (t.api.db.getState().accountChanges ?? [])
        .filter((change) => change.kind === 'info')
        .map((change) => change.userId);
    const before = changes().length;
    const save = (name: string, key: string) =>
      t.call('/api/os/user/info', {
        method: 'PUT',
        token,
        body: { name, realName: '周敏' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await save('', 'k-refused')).status).toBe(400);
    expect((await save('设计师', 'k-1')).status).toBe(200);
    expect((await save('设计师', 'k-1')).status).toBe(200);
    expect(changes()).toHaveLength(before + 1);
    expect((await save('设计师', 'k-2')).status).toBe(200);
    expect(changes()).toHaveLength(before + 2);
  });

  it('refuses a payment that breaks a rule, in the caller language, and keeps the saved one', async () => {
    const refused = await put('payment', {
      currency: 'USD',
      country: 'US',
      accountName: 'Zhang Wei',
      accountNumber: '123456789',
      bankName: 'Citibank',
      swiftCode: 'CITIUS3',
      bankAddress: 'NY',
      payeeAddress: 'Beijing',
      language: 'en',
    });
    expect(refused.body.msg).toBe('The payment information is incomplete or invalid');
    const detail = await t.call('/api/os/user/detail', { method: 'GET', token });
    // The detail shows it masked (issue 36); the store keeps the full number.
    expect(detail.body.data.payment.accountNumber).toBe('**** 5678');
    const designer = t.api.db.getState().users.find((user) => user.account === 'designer');
    expect(designer?.payment.accountNumber).toBe('6222020200012345678');
  });

  it('lists the invitees masked with their state and window', async () => {
    const page = await t.call('/api/os/user/invited/page', { method: 'GET', token });
    expect(page.body.data.total).toBe(3);
    for (const row of page.body.data.records) {
      expect(row.name).toMatch(/\*/);
      expect(['registered', 'qualified', 'first_order']).toContain(row.state);
      expect(row.windowEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
