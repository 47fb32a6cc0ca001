import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../../../onboarding/contractDocuments';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const SIGNATURE = {
  realName: '周敏',
  idKind: 'resident',
  idNumber: '11010519491231002X',
  signedName: '周敏',
  agree: 'true',
  version: CONTRACT_VERSION,
  language: 'tr',
};

describe('the staff list of signed contracts', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi();
    await t.signIn(['newbie1', 'support', 'designer'], tokens);
  });
  afterAll(() => t.close());

  const signedPage = (account: string, query: Record<string, string> = {}) =>
    t.call('/api/os/contract/signed/page', { token: tokens[account], query, method: 'GET' });

  it('gives staff the text a designer signed online, in its version and language', async () => {
    const before = (await signedPage('support')).body.data.records as Json[];
    expect(before.map((record) => record.account)).not.toContain('newbie1');
    await t.call('/api/os/contract/sign', {
      token: tokens.newbie1,
      query: SIGNATURE,
      method: 'POST',
    });

    const mine = (await signedPage('support', { account: 'newbie1', language: 'zh' })).body.data;
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({
      account: 'newbie1',
      status: '2',
      html: '',
      signedName: '周敏',
      signedVersion: CONTRACT_VERSION,
      signedLanguage: 'tr',
      document: { version: CONTRACT_VERSION, language: 'tr' },
    });
    expect(mine.records[0].id).toBe(mine.records[0].userId);
    expect((await signedPage('support', { account: 'designer' })).body.data.total).toBe(0);
  });

  it('refuses a designer with 403', async () => {
    expect((await signedPage('designer')).status).toBe(403);
  });
});
