import type { Page } from 'playwright-core';
import { loginWithPassword } from './portalPage';
import { PATHS } from '../../../src/routes/paths';
import { uiText, type TextKey } from './catalog';

/** Logs in and waits for the landing page and the side menu. */
export async function loginAs(
  page: Page,
  account: string,
  password: string,
  landing: string = PATHS.welcome,
) {
  await loginWithPassword(page, account, password);
  await page.waitForURL(`**${landing}`);
  await sideMenuItems(page).first().waitFor();
}

export function sideMenu(page: Page) {
  return page.getByTestId('side-menu');
}

/** The side menu's entries: its links and its group toggles. */
export function sideMenuItems(page: Page) {
  return sideMenu(page).locator('[data-menu-code]');
}

/** The labels of the side menu's items as shown. */
export async function sideMenuLabels(page: Page): Promise<string[]> {
  return (await sideMenuItems(page).allTextContents()).map((text) => text.trim());
}

/** The labels of the tag tabs, in order. */
export async function tagLabels(page: Page): Promise<string[]> {
  return (await page.getByTestId('tag').allTextContents()).map((text) => text.trim());
}

/** The button of the app bar's user menu. */
export function userMenuButton(page: Page) {
  return page.getByRole('banner').locator('.user-menu > button');
}

/** Picks a language in the user menu (`currentLabel`: the word "language" in the current one). */
export async function switchLanguage(page: Page, currentLabel: string, option: string) {
  const button = userMenuButton(page);
  const before = await button.getAttribute('aria-label');
  await button.click();
  await page.getByRole('menuitem', { name: currentLabel }).click();
  await page.getByRole('menuitemradio', { name: option }).click();
  // The button's name changes once the switch is done (catalog loaded, choice stored, server
  // told): a navigation before that would load the page in the old language.
  await page.waitForFunction(
    (previous) =>
      document.querySelector('header .user-menu > button')?.getAttribute('aria-label') !== previous,
    before,
    { timeout: 20_000 },
  );
}

/** The document title of a page whose own title is the text of `key`. */
export const pageTitle = (key: TextKey) => uiText('app.title_suffix', { title: uiText(key) });

/** The welcome page's greeting without the user's name ("欢迎，"). */
export const WELCOME_GREETING = uiText('app.page.welcome_greeting', { name: '' });
