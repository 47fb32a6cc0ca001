import type { Page } from 'playwright-core';
import { PATHS } from '../../../src/routes/paths';

/** Logs in through the account form as a user would. */
export async function loginWithPassword(page: Page, account: string, password: string) {
  await page.goto(PATHS.login);
  await page.locator('#field-account').fill(account);
  await page.locator('#field-password').fill(password);
  await page.locator('form button[type=submit]').click();
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** The newest notification (react-admin's snackbar). */
export function notification(page: Page) {
  // The offline banner is a snackbar too, at the top: not a notification.
  return page.locator('.MuiSnackbar-root:not(:has([data-testid="offline-banner"]))').last();
}

/**
 * Follows a link inside the running portal, as the menu does (react-router listens to
 * popstate): one page load per context instead of one per route keeps a walk quick. A page that
 * has loaded nothing yet loads `path`.
 */
export async function openInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
