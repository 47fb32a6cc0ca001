import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { cookieValue, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import type { AuthMessage } from '../../fake-api/messages/authMessages';
import { lockedMessage } from '../../fake-api/messages/signInMessages';

/** Issue 22: the sign-in form against a password guesser (lockout, captcha, fake clock). */
const portal = portalForFile({ FAKE_API_LOCKOUT_SECONDS: '600', FAKE_API_ADDRESS_FAILURES: '50' });

/** The server's messages in each language (fake-api/messages). */
const LOCKED = {
  zh: lockedMessage(10, 'zh'),
  en: lockedMessage(10, 'en'),
  tr: lockedMessage(10, 'tr'),
} as const;
const WRONG_PASSWORD: AuthMessage = '用户名或密码错误';
type Language = keyof typeof LOCKED;

async function pageIn(language: Language): Promise<Page> {
  const page = await portal.page();
  await page.addInitScript((lang) => localStorage.setItem('saber-language', lang), language);
  return page;
}

/**
 * The characters of the captcha picture (a PNG: its letters are pixels, in no markup), read
 * through the test control (FAKE_API_CONTROL=1) as a person reads them off the screen.
 */
async function readCaptcha(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  const response = await fetch(`${portal.url}/__fake/captcha`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ image: src }),
  });
  const { data } = (await response.json()) as { data: { text: string } };
  return data.text;
}

const tokenCalls = () =>
  portal.server.requests().filter((r) => r.path === '/api/blade-auth/os/oauth/token').length;

/**
 * One more try of the open form; from the 4th on with the captcha, read from a picture newer
 * than the last one used (the form fetches a new one after each refusal). Waits for the answer.
 */
async function tryPassword(
  page: Page,
  password: string,
  attempt: number,
  usedSrc = '',
): Promise<string> {
  const before = tokenCalls();
  await page.locator('#field-password').fill(password);
  let src = '';
  if (attempt > 3) {
    const image = page.getByTestId('captcha-image');
    await expect.poll(async () => (await image.getAttribute('src')) ?? usedSrc).not.toBe(usedSrc);
    src = (await image.getAttribute('src')) ?? '';
    await page.getByTestId('captcha-code').fill(await readCaptcha(page));
  }
  await page.locator('form button[type=submit]').click();
  await expect.poll(tokenCalls).toBe(before + 1);
  await expect.poll(() => page.locator('form button[type=submit]').isDisabled()).toBe(false);
  return src;
}

async function failTimes(page: Page, account: string, times: number) {
  await page.goto(PATHS.login);
  await page.locator('#field-account').fill(account);
  let used = '';
  for (let attempt = 1; attempt <= times; attempt += 1) {
    used = await tryPassword(page, 'Wrong-pass1', attempt, used);
  }
}

describe('sign-in that resists guessing', () => {
  it.each([
    ['zh', 'designer'],
    ['en', 'company'],
    ['tr', 'mainacct'],
  ] as const)(
    'locks the account after 5 wrong passwords, told in %s',
    async (language, account) => {
      const page = await pageIn(language);
      await failTimes(page, account, 5);
      await expect.poll(() => notification(page).textContent()).toBe(LOCKED[language]);
      expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();
      await page.context().close();
    },
  );

  it('asks for the captcha after 3 failures and signs in with a right one', async () => {
    const page = await pageIn('zh');
    await failTimes(page, 'subacct1', 2);
    expect(await page.getByTestId('captcha-image').count()).toBe(0);
    await tryPassword(page, 'Wrong-pass1', 3);
    await page.getByTestId('captcha-image').waitFor();
    await expect.poll(() => notification(page).textContent()).toBe(WRONG_PASSWORD);
    await page.locator('#field-password').fill('Subacct1');
    await page.getByTestId('captcha-code').fill(await readCaptcha(page));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/wel/index');
    const login = portal.server
      .requests()
      .filter((r) => r.path === '/api/blade-auth/os/oauth/token')
      .at(-1);
    expect(login?.headers['captcha-key']).toMatch(/^[0-9a-f]+$/);
    expect(login?.headers['captcha-code']).toMatch(/^[A-Z0-9]{5}$/);
    await page.context().close();
  });

  it('lifts the lockout once its time is over (fake clock)', async () => {
    const page = await pageIn('zh');
    await failTimes(page, 'subacct2', 5);
    await expect.poll(() => notification(page).textContent()).toBe(LOCKED.zh);
    await page.close();
    const moved = await fetch(`${portal.url}/__fake/clock?minutes=11`, { method: 'POST' });
    expect(moved.status).toBe(200);
    const fresh = await pageIn('zh');
    await fresh.goto(PATHS.login);
    await fresh.locator('#field-account').fill('subacct2');
    await fresh.locator('#field-password').fill('Subacct2');
    await fresh.locator('form button[type=submit]').click();
    await fresh.waitForURL('**/wel/index');
    await fresh.context().close();
  });
});
