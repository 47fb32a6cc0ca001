import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cookieValue, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiPattern, uiText } from './support/catalog';
import type { AuthMessage } from '../../fake-api/messages/authMessages';

/** The server's message (fake-api/messages/authMessages.ts). */
const WRONG_CODE: AuthMessage = '验证码不正确';

const portal = portalForFile();

async function openCodeTab(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: uiText('app.login.tab_code') }).click();
}

const phoneError = (page: Page) => page.locator('#field-phone-helper-text');

describe('phone / e-mail code login', () => {
  it('gives the three phone messages of SPEC §5 before sending anything', async () => {
    const page = await portal.page();
    await openCodeTab(page);
    const send = page.getByRole('button', { name: uiText('app.login.send_code') });
    await send.click();
    await expect
      .poll(() => phoneError(page).textContent())
      .toBe(uiText('app.validation.phone_empty'));
    await page.locator('#field-phone').fill('1380000');
    await send.click();
    await expect
      .poll(() => phoneError(page).textContent())
      .toBe(uiText('app.validation.phone_length'));
    await page.locator('#field-phone').fill('23800000001');
    await send.click();
    await expect
      .poll(() => phoneError(page).textContent())
      .toBe(uiText('app.validation.phone_format'));
    expect(portal.server.requests().some((r) => r.path.endsWith('/phone/captcha'))).toBe(false);
    await page.context().close();
  });

  it('refuses a wrong code with the server message, then logs in with the right one', async () => {
    const page = await portal.page();
    await openCodeTab(page);
    await page.locator('#field-phone').fill('13800000001');
    await page.getByRole('button', { name: uiText('app.login.send_code') }).click();
    await expect.poll(() => notification(page).textContent()).toBe(uiText('app.login.code_sent'));
    await expect
      .poll(() => page.getByRole('button', { name: uiPattern('app.login.resend_in') }).isDisabled())
      .toBe(true);

    await page.locator('#field-vfCode').fill('000000');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.getByText(WRONG_CODE).count()).toBeGreaterThan(0);
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();

    await page.locator('#field-vfCode').fill('123456');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/wel/index');
    const calls = portal.server
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
