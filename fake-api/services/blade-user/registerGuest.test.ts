import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

describe('GET /api/os/user/detail', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  const detailOf = async (account: string, password: string) => {
    const token = (await t.login(account, password)).access_token;
    return (await t.call('/api/os/user/detail', { method: 'GET', token })).body.data;
  };

  it('describes the certified designer', async () => {
    const detail = await detailOf('designer', 'Designer1');
    expect(detail).toMatchObject({
      account: 'designer',
      mobile: '13800000001',
      email: 'designer@example.com',
      isCompanyMember: '0',
      roleAlias: 'designer',
      level: 'B',
      points: 87,
      contractStatus: '2',
      mainAccountId: '',
      payment: { currency: 'RMB', bankName: '中国工商银行' },
    });
    expect(detail.certifications).toContainEqual({ dentureType: '1', status: '1' });
    expect(detail.invitedCount).toBeGreaterThan(0);
  });

  it('links a sub-account to its main account, and shows the newbie uncertified', async () => {
    const main = await detailOf('mainacct', 'Mainacct1');
    expect((await detailOf('subacct1', 'Subacct1')).mainAccountId).toBe(main.id);
    expect(await detailOf('newbie1', 'Newbie123')).toMatchObject({
      contractStatus: '0',
      certifications: [],
    });
  });
});
