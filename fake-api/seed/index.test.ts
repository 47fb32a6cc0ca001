import { describe, expect, it } from 'vitest';
import { md5Hex } from '../http/format';
import { createSeedState } from './index';

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('createSeedState', () => {
  it('is deterministic at a given clock', () => {
    expect(createSeedState(NOW)).toEqual(createSeedState(NOW));
  });

  it('has the demo accounts with md5 passwords, distinct phones and 19-digit ids', () => {
    const { users } = createSeedState(NOW);
    const demo: Record<string, string> = {
      designer: 'Designer1',
      company: 'Company1',
      mainacct: 'Mainacct1',
      subacct1: 'Subacct1',
      subacct2: 'Subacct2',
      newbie1: 'Newbie123',
      weakpwd: '123456',
      support: 'Support1',
      operator: 'Operator1',
      applicant1: 'Applicant1',
      applicant2: 'Applicant2',
      overseas: 'Overseas1',
      measurer: 'Measurer1',
    };
    expect(users.map((user) => user.account).sort()).toEqual(Object.keys(demo).sort());
    for (const user of users) {
      expect(user.password).toBe(md5Hex(demo[user.account]));
      expect(user.id).toMatch(/^\d{19}$/);
      expect(user.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    expect(new Set(users.map((user) => user.phone)).size).toBe(users.length);
    const byAccount = (account: string) => users.find((user) => user.account === account);
    expect(byAccount('designer')?.phone).toBe('13800000001');
    expect(byAccount('weakpwd')).toMatchObject({ phone: '13800000006', weakPassword: true });
    expect(byAccount('subacct1')?.mainAccountId).toBe(byAccount('mainacct')?.id);
    expect(byAccount('subacct2')?.mainAccountId).toBe(byAccount('mainacct')?.id);
    expect(byAccount('overseas')).toMatchObject({ phone: '13800000010', contractStatus: '2' });
    expect(byAccount('overseas')?.payment.currency).toBe('USD');
  });
});
