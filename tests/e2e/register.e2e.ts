import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, callApi } from './support/fakeApi';
import { cookieValue, loginWithPassword, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { authMessage, type AuthMessage } from '../../fake-api/messages/authMessages';
import { accountTakenMessage } from '../../fake-api/messages/registerMessages';

/** The name the applicant types. */
const TYPED_NAME = '王设计';
/** The server's messages (fake-api/messages/authMessages.ts, registerMessages.ts). */
const OAUTH_FAILED: AuthMessage = '第三方授权失败';
const UNDER_REVIEW: AuthMessage = '账号正在审核中,请等待管理员审核';

const portal = portalForFile();

const helper = (page: Page, field: string) => page.locator(`#field-${field}-helper-text`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values))
    await page.locator(`#field-${field}`).fill(value);
}

describe('third-party login and registration', () => {
  it('logs in a bound identity', async () => {
    const page = await portal.page();
    await page.goto('/api/blade-auth/oauth/render/github?as=bound');
    await page.waitForURL('**/wel/index');
    expect(await cookieValue(page, 'saber-access-token')).toBeTruthy();
    await page.context().clearCookies();
    await page.context().close();
  });

  it('shows the server message when the provider code is refused', async () => {
    const page = await portal.page();
    await page.goto('/login?source=github&code=forged&state=x');
    await expect.poll(() => notification(page).textContent()).toBe(authMessage(OAUTH_FAILED));
    await page.context().close();
  });

  it('validates the form with the messages of SPEC §5, then registers a pending account', async () => {
    const page = await portal.page();
    await page.goto('/api/blade-auth/oauth/render/github?as=new');
    await page.waitForURL(/\/register\?oauthId=/);

    await fill(page, { tenantId: '' });
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => helper(page, 'tenantId').textContent())
      .toBe(uiText('app.validation.tenant_required'));
    expect(await helper(page, 'account').textContent()).toBe(
      uiText('app.validation.account_required'),
    );
    expect(await helper(page, 'password').textContent()).toBe(
      uiText('app.validation.password_required'),
    );
    expect(await helper(page, 'password2').textContent()).toBe(
      uiText('app.validation.password_required'),
    );

    await fill(page, {
      tenantId: '000000',
      name: TYPED_NAME,
      account: 'ab_1',
      password: 'short',
      password2: 'other',
    });
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => helper(page, 'account').textContent())
      .toBe(uiText('app.validation.username_rule'));
    expect(await helper(page, 'password').textContent()).toBe(
      uiText('app.validation.password_rule'),
    );
    expect(await helper(page, 'password2').textContent()).toBe(
      uiText('app.validation.passwords_differ'),
    );

    await fill(page, { account: 'designer', password: 'Newcomer1', password2: 'Newcomer1' });
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(accountTakenMessage('designer'));
    expect(await page.locator('#field-name').inputValue()).toBe(TYPED_NAME);

    await fill(page, { account: 'newcomer7' });
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText(uiText('app.register.submitted')).count())
      .toBeGreaterThan(0);

    await loginWithPassword(page, 'newcomer7', 'Newcomer1');
    await expect.poll(() => notification(page).textContent()).toContain(authMessage(UNDER_REVIEW));
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();

    const operator = await apiLogin(portal.url, 'operator', 'Operator1');
    const pending = await apiLogin(portal.url, 'newcomer7', 'Newcomer1');
    expect(pending.error_description).toBeTruthy();
    const users = await callApi(portal.url, 'GET', '/__db/users');
    const created = (users.body as unknown as { id: string; account: string }[]).find(
      (user) => user.account === 'newcomer7',
    );
    const approval = await callApi(portal.url, 'POST', '/api/blade-user/audit-pass', {
      query: { userIds: created?.id ?? '' },
      token: String(operator.access_token),
    });
    expect(approval.status).toBe(200);

    await loginWithPassword(page, 'newcomer7', 'Newcomer1');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});
