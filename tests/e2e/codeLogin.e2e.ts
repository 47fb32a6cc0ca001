import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type PortalBrowser } from './support/browser';
import { cookieValue, notification } from './support/portalPage';
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

async function openCodeTab(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
}

const phoneError = (page: Page) => page.locator('#field-phone-helper-text');

describe('phone / e-mail code login', () => {
  it('gives the three phone messages of SPEC §5 before sending anything', async () => {
    const page = await browser.newPage();
    await openCodeTab(page);
    const send = page.getByRole('button', { name: '获取验证码' });
    await send.click();
    await expect.poll(() => phoneError(page).textContent()).toBe('请输入手机号码');
    await page.locator('#field-phone').fill('1380000');
    await send.click();
    await expect.poll(() => phoneError(page).textContent()).toBe('手机号码长度为 11 位');
    await page.locator('#field-phone').fill('23800000001');
    await send.click();
    await expect.poll(() => phoneError(page).textContent()).toBe('手机号码格式不正确');
    expect(server.requests().some((r) => r.path.endsWith('/phone/captcha'))).toBe(false);
    await page.context().close();
  });

  it('refuses a wrong code with the server message, then logs in with the right one', async () => {
    const page = await browser.newPage();
    await openCodeTab(page);
    await page.locator('#field-phone').fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => notification(page).textContent()).toBe('验证码已发送');
    await expect.poll(() => page.getByRole('button', { name: /秒后重发/ }).isDisabled()).toBe(true);

    await page.locator('#field-vfCode').fill('000000');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.getByText('验证码不正确').count()).toBeGreaterThan(0);
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();

    await page.locator('#field-vfCode').fill('123456');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/wel/index');
    const calls = server
      .requests()
      .filter((r) => r.path === '/api/blade-auth/os/phone/oauth/token');
    expect(calls.at(-1)?.query).toMatchObject({
      phone: '13800000001',
      vfCode: '123456',
      language: 'zh',
    });
    expect(calls.at(-1)?.query.ukey).toBeTruthy();
    await page.context().close();
  });
});
