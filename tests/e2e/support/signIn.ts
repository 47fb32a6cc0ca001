import type { Page } from 'playwright-core';
import { storageKeys } from '../../../dataProvider/client/storageKeys';
import type { Language } from '../../../i18n/languages';
import { PATHS } from '../../../src/routes/paths';
import { storeSession, type StorageState } from './blankDocument';
import { baseUrlOf } from './browser';
import { callApi, md5 } from './fakeApi';

/** The seeded accounts tests sign in with (fake-api/seed), by name. */
export const SEEDED = {
  designer: 'Designer1',
  company: 'Company1',
  support: 'Support1',
  operator: 'Operator1',
  newbie1: 'Newbie123',
  mainacct: 'Mainacct1',
  subacct1: 'Subacct1',
  subacct2: 'Subacct2',
  applicant1: 'Applicant1',
  measurer: 'Measurer1',
} as const;

export type SeededAccount = keyof typeof SEEDED;

/**
 * A signed-in session as the portal itself keeps one after its login form (sessionStore.start):
 * the tokens in cookies, the login answer, its time and lifetime in localStorage. The tokens come
 * from the fake API's token call over HTTP, so the server knows the session as a real one.
 */
export async function sessionState(
  baseUrl: string,
  account: string,
  password: string,
  language: Language = 'zh',
): Promise<StorageState> {
  const { status, body } = await callApi(baseUrl, 'POST', '/api/blade-auth/os/oauth/token', {
    query: {
      tenantId: '000000',
      account,
      password: md5(password),
      language,
      type: 'account',
      grant_type: 'password',
      scope: 'all',
    },
  });
  const access = body.access_token;
  const refresh = body.refresh_token;
  if (typeof access !== 'string' || typeof refresh !== 'string') {
    throw new Error(`no session for ${account} (${status}): ${JSON.stringify(body)}`);
  }
  const { origin, hostname } = new URL(baseUrl);
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Strict' as const,
  });
  const local = [
    { name: storageKeys.userInfo, value: JSON.stringify(body) },
    { name: storageKeys.tokenTime, value: String(Date.now()) },
    ...(body.expires_in === undefined
      ? []
      : [{ name: storageKeys.expiresIn, value: String(body.expires_in) }]),
    ...(language === 'zh' ? [] : [{ name: storageKeys.language, value: language }]),
  ];
  return {
    cookies: [cookie(storageKeys.accessToken, access), cookie(storageKeys.refreshToken, refresh)],
    origins: [{ origin, localStorage: local }],
  };
}

/**
 * Puts a stored session into `page`'s context and opens `landing` (the welcome page unless
 * said otherwise), waiting for the side menu: what `loginAs` ends with, without the login form.
 * For tests where the sign-in itself is not under test.
 */
export async function signInAs(
  page: Page,
  account: string,
  password: string = SEEDED[account as SeededAccount],
  options: { landing?: string; language?: Language } = {},
): Promise<void> {
  const baseUrl = baseUrlOf(page);
  const state = await sessionState(baseUrl, account, password, options.language);
  await storeSession(page, state);
  await page.goto(options.landing ?? PATHS.root);
  await page.getByTestId('side-menu').locator('[data-menu-code]').first().waitFor();
}
