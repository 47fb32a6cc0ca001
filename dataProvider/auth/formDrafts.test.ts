// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';
import type { FakeHandler } from '../testSupport';
import { formDrafts } from './formDrafts';

const designer = { type: 'account', account: 'designer', password: 'Designer1' } as const;
const company = { type: 'account', account: 'company', password: 'Company1' } as const;
const unauthorized = {
  status: 401,
  body: { code: 401, success: false, data: null, msg: '请求未授权' },
};

/** Logs in `designer` as user 1 and `company` as user 2; refresh grants are refused. */
const server: FakeHandler = (request) => {
  if (request.query.get('grant_type') === 'refresh_token') {
    return { status: 401, body: { error: 'invalid_grant', error_description: '刷新令牌已失效' } };
  }
  if (request.path.endsWith('/token')) {
    const user = request.query.get('account') === 'company' ? '2' : '1';
    return tokenAnswer(Number(user), { user_id: user, userId: user });
  }
  if (request.path.endsWith('/logout')) return envelope(null);
  return unauthorized;
};

describe('form drafts', () => {
  it("keeps a user's draft through a session that ended under them, for that user only", async () => {
    const { authProvider, httpClient, expired } = createTestPortal(server);
    await authProvider.login(designer);
    formDrafts.write('work-order', { subject: 'Bridge', content: '<p>three units</p>' });
    formDrafts.write('reply:9', { content: '<p>done</p>' });

    // The refresh token was revoked: the session ends, the drafts stay.
    await httpClient('/api/os/user/detail').catch(() => undefined);
    expect(expired).toHaveLength(1);
    await authProvider.logout({});
    expect(formDrafts.read('work-order')).toBeUndefined();
    await authProvider.login(designer);
    expect(formDrafts.read('work-order')).toEqual({
      subject: 'Bridge',
      content: '<p>three units</p>',
    });
    expect(formDrafts.read('reply:9')).toEqual({ content: '<p>done</p>' });

    // Another user in the same tab: they find nothing, and the first user's drafts are gone.
    await httpClient('/api/os/user/detail').catch(() => undefined);
    await authProvider.login(company);
    expect(formDrafts.read('work-order')).toBeUndefined();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('portal-draft:'))).toEqual(
      [],
    );
  });

  it('drops the drafts when the user logs out', async () => {
    const { authProvider } = createTestPortal(server);
    await authProvider.login(designer);
    formDrafts.write('work-order', { subject: 'Bridge', content: '' });
    await authProvider.logout({});
    await authProvider.login(designer);
    expect(formDrafts.read('work-order')).toBeUndefined();
  });

  it('forgets a draft left blank, and an empty editor counts as blank', async () => {
    const { authProvider } = createTestPortal(server);
    await authProvider.login(designer);
    formDrafts.write('reply:9', { content: '<p>x</p>' });
    formDrafts.write('reply:9', { content: '<p></p>' });
    expect(formDrafts.read('reply:9')).toBeUndefined();
    formDrafts.write('reply:9', { content: '<p>y</p>' });
    formDrafts.clear('reply:9');
    expect(formDrafts.read('reply:9')).toBeUndefined();
  });
});
