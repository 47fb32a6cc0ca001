import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { md5 } from './support/fakeApi';
import { cookieValue, loginWithPassword, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { WELCOME_GREETING } from './support/chrome';
import { authMessage, type AuthMessage } from '../../fake-api/messages/authMessages';

/** The server's message (fake-api/messages/authMessages.ts). */
const WRONG_PASSWORD: AuthMessage = '用户名或密码错误';

const portal = portalForFile();

describe('account login', () => {
  it('logs the designer in, in Chinese, sending md5 and the BladeX headers as query parameters', async () => {
    const page = await portal.page();
    await page.goto('/');
    await page.waitForURL('**/login');
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    await expect.poll(() => page.locator('h1').textContent()).toBe(uiText('app.login.title'));
    await screenshot(page, 'login-zh');

    await loginWithPassword(page, 'designer', 'Designer1');
    await page.waitForURL('**/wel/index');
    await expect
      .poll(() => page.getByText(WELCOME_GREETING).first().textContent())
      .toContain(WELCOME_GREETING);
    expect(await cookieValue(page, 'saber-access-token')).toBeTruthy();
    expect(await cookieValue(page, 'saber-refresh-token')).toBeTruthy();
    // Issue 36: sent to no other site, for the whole portal (Secure too when served over https).
    const tokenCookies = (await page.context().cookies()).filter((c) => c.name.endsWith('-token'));
    expect(tokenCookies.map((c) => [c.name, c.sameSite, c.path]).sort()).toEqual([
      ['saber-access-token', 'Strict', '/'],
      ['saber-refresh-token', 'Strict', '/'],
    ]);

    const login = portal.server.requests().find((r) => r.path === '/api/blade-auth/os/oauth/token');
    expect(login?.method).toBe('POST');
    expect(login?.query).toMatchObject({
      account: 'designer',
      password: md5('Designer1'),
      tenantId: '000000',
      type: 'account',
      language: 'zh',
    });
    expect(login?.bodyKeys).toEqual([]);
    expect(login?.headers.authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(login?.headers['tenant-id']).toBe('000000');
    await page.getByTestId('user-summary').waitFor();
    expect(await page.getByTestId('user-summary').textContent()).toContain(
      `${uiText('app.page.level')}: B`,
    );
    const detail = portal.server.requests().find((r) => r.path === '/api/os/user/detail');
    expect(detail?.headers['blade-auth']).toMatch(/^bearer \S+/);

    await page.goto('/login');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const page = await portal.page();
    await loginWithPassword(page, 'newbie1', 'Wrong-pass1');
    await expect.poll(() => notification(page).textContent()).toBe(authMessage(WRONG_PASSWORD));
    expect(await page.locator('#field-account').inputValue()).toBe('newbie1');
    expect(page.url()).toMatch(/\/login$/);
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();
    await page.context().close();
  });

  it('flags a weak stored password, does not log in, and leads to a reset that works', async () => {
    const page = await portal.page();
    await loginWithPassword(page, 'weakpwd', '123456');
    const notice = page.getByRole('alert').filter({ hasText: uiText('app.login.weak_title') });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('saber-lowPassword'))).toBeTruthy();

    await notice.getByRole('link').click();
    await page.waitForURL('**/forget');
    await page.locator('#field-phone').fill('13800000006');
    await page.getByRole('button', { name: uiText('app.login.send_code') }).click();
    await expect.poll(() => notification(page).textContent()).toBe(uiText('app.login.code_sent'));
    await page.locator('#field-vfCode').fill('123456');
    await page.locator('#field-newPassword').fill('weak');
    await page.locator('#field-newPassword1').fill('other');
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => page.locator('#field-newPassword-helper-text').textContent())
      .toBe(uiText('app.validation.password_rule'));
    expect(await page.locator('#field-newPassword1-helper-text').textContent()).toBe(
      uiText('app.validation.password_mismatch'),
    );
    await page.locator('#field-newPassword').fill('Stronger1');
    await page.locator('#field-newPassword1').fill('Stronger1');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/login');

    await loginWithPassword(page, 'weakpwd', 'Stronger1');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});

describe('demo accounts', () => {
  // A company member's home is My design sheet, the only page they may open (SPEC §6);
  // staff land on their desk of queues.
  const accounts = [
    ['designer', 'Designer1', '/wel/index'],
    ['company', 'Company1', '/order/myDesignSheet'],
    ['mainacct', 'Mainacct1', '/wel/index'],
    ['subacct1', 'Subacct1', '/wel/index'],
    ['newbie1', 'Newbie123', '/wel/index'],
    ['support', 'Support1', '/staff/home'],
    ['operator', 'Operator1', '/staff/home'],
  ];
  it.each(accounts)('%s logs in', async (account, password, landing) => {
    const page = await portal.page();
    await loginWithPassword(page, account, password);
    await page.waitForURL(`**${landing}`);
    expect(await cookieValue(page, 'saber-access-token')).toBeTruthy();
    await page.context().close();
  });
});

describe('wire contract', () => {
  it('sent the client header and tenant on every call, and Blade-Auth on every call after login', () => {
    const calls = portal.server.requests().filter((r) => r.path.startsWith('/api/'));
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      expect(call.headers.authorization, call.path).toBe(`Basic ${btoa('saber:saber_secret')}`);
      expect(call.headers['tenant-id'], call.path).toBe('000000');
    }
    const protectedCalls = calls.filter((r) => !r.path.startsWith('/api/blade-auth/'));
    expect(protectedCalls.length).toBeGreaterThan(0);
    for (const call of protectedCalls)
      expect(call.headers['blade-auth'], call.path).toMatch(/^bearer /);
  });
});
