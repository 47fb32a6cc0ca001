import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type PortalBrowser } from './support/browser';
import { apiLogin, callApi } from './support/fakeApi';
import { cookieValue, loginWithPassword, notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';

let server: PortalServer;
let browser: PortalBrowser;

beforeAll(async () => {
  server = await startPortal();
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const helper = (page: Page, field: string) => page.locator(`#field-${field}-helper-text`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values))
    await page.locator(`#field-${field}`).fill(value);
}

describe('third-party login and registration', () => {
  it('logs in a bound identity', async () => {
    const page = await browser.newPage();
    await page.goto('/api/blade-auth/oauth/render/github?as=bound');
    await page.waitForURL('**/wel/index');
    expect(await cookieValue(page, 'saber-access-token')).toBeTruthy();
    await page.context().clearCookies();
    await page.context().close();
  });

  it('shows the server message when the provider code is refused', async () => {
    const page = await browser.newPage();
    await page.goto('/login?source=github&code=forged&state=x');
    await expect.poll(() => notification(page).textContent()).toBe('第三方授权失败');
    await page.context().close();
  });

  it('validates the form with the messages of SPEC §5, then registers a pending account', async () => {
    const page = await browser.newPage();
    await page.goto('/api/blade-auth/oauth/render/github?as=new');
    await page.waitForURL(/\/register\?oauthId=/);

    await fill(page, { tenantId: '' });
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => helper(page, 'tenantId').textContent()).toBe('请先输入租户编号');
    expect(await helper(page, 'account').textContent()).toBe('请先输入账号名称');
    expect(await helper(page, 'password').textContent()).toBe('请先输入密码');
    expect(await helper(page, 'password2').textContent()).toBe('请先输入密码');

    await fill(page, {
      tenantId: '000000',
      name: '王设计',
      account: 'ab_1',
      password: 'short',
      password2: 'other',
    });
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => helper(page, 'account').textContent())
      .toBe('用户名至少 6 位，只能包含字母或数字');
    expect(await helper(page, 'password').textContent()).toBe(
      '密码至少 8 位，须包含大写字母、小写字母和数字，且不能包含中文',
    );
    expect(await helper(page, 'password2').textContent()).toBe('两次密码输入不一致');

    await fill(page, { account: 'designer', password: 'Newcomer1', password2: 'Newcomer1' });
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => notification(page).textContent()).toContain('已存在');
    expect(await page.locator('#field-name').inputValue()).toBe('王设计');

    await fill(page, { account: 'newcomer7' });
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('注册申请已提交，请等待管理员审核通过后再登录。').count())
      .toBeGreaterThan(0);

    await loginWithPassword(page, 'newcomer7', 'Newcomer1');
    await expect.poll(() => notification(page).textContent()).toContain('审核');
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();

    const operator = await apiLogin(server.url, 'operator', 'Operator1');
    const pending = await apiLogin(server.url, 'newcomer7', 'Newcomer1');
    expect(pending.error_description).toBeTruthy();
    const users = await callApi(server.url, 'GET', '/__db/users');
    const created = (users.body as unknown as { id: string; account: string }[]).find(
      (user) => user.account === 'newcomer7',
    );
    const approval = await callApi(server.url, 'POST', '/api/blade-user/audit-pass', {
      query: { userIds: created?.id ?? '' },
      token: String(operator.access_token),
    });
    expect(approval.status).toBe(200);

    await loginWithPassword(page, 'newcomer7', 'Newcomer1');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});
