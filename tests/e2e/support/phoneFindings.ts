import type { Page } from 'playwright-core';
import { settle, transitionsDone } from './axe';
import { textIn } from './catalog';
import { openInApp } from './portalPage';
import { splitWordsIn } from './splitWords';
import { lowContrastTexts } from './textContrast';
import { MINIMUM_TARGET, smallTargets } from './touchTargets';
import { chineseLeft } from './typedText';
import type { Language } from '../../../i18n/languages';
import { PATHS } from '../../../src/routes/paths';

// What the phone pass of phoneSweep.ts finds wrong on a page, each line naming the page.

/** Where a route must not end for a role whose menu leads there. */
const DEAD_ENDS: readonly string[] = [
  PATHS.forbidden,
  PATHS.notFound,
  PATHS.serverError,
  PATHS.login,
];

/** The menu drawer opened from the app bar: text under 4.5:1, entries under 24 px. */
export async function drawerFindings(page: Page, language: Language): Promise<string[]> {
  const openMenu = textIn(language)('ra.action.open_menu');
  await page.getByRole('banner').getByRole('button', { name: openMenu }).click();
  const menu = page.getByTestId('menu-drawer').getByTestId('side-menu');
  await menu.locator('[data-menu-code]').first().waitFor();
  await transitionsDone(page);
  const found = [
    ...(await lowContrastTexts(menu)).map((text) => `menu drawer: ${text}`),
    ...(await smallTargets(page, MINIMUM_TARGET, '[data-testid=menu-drawer]')).map(
      (target) => `menu drawer: ${target}`,
    ),
  ];
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return found;
}

/** One menu route, opened inside the portal: what is wrong with it, each line naming it. */
export async function routeFindings(
  page: Page,
  path: string,
  language: Language,
  typed: readonly string[],
): Promise<string[]> {
  await openInApp(page, path);
  await settle(page);
  const found: string[] = [];
  // The page's heading has come (the 403 and 404 pages have one too), then where it ended.
  await page
    .locator('h1:visible')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  const shown = await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('#main-content');
    const heading = Array.from(main?.querySelectorAll<HTMLElement>('h1') ?? []).find(
      (h1) => h1.getClientRects().length > 0,
    );
    return {
      at: window.location.pathname,
      title: heading?.innerText.trim() ?? '',
      text: main?.innerText.trim() ?? '',
    };
  });
  if (DEAD_ENDS.includes(shown.at)) return [`${path}: ends at ${shown.at}`];
  if (!shown.title || shown.text.length <= shown.title.length) {
    found.push(`${path}: no heading or no content`);
  }
  found.push(...(await smallTargets(page, MINIMUM_TARGET)));
  found.push(...(await splitWordsIn(page, 'table, form')).map((word) => `cut word "${word}"`));
  if (language !== 'zh') {
    const body = await page.evaluate(() => document.body.innerText);
    found.push(...chineseLeft(body, typed).map((line) => `Chinese: ${line}`));
  }
  return found.map((line) => (line.startsWith(path) ? line : `${path}: ${line}`));
}

/** Whether opening `path` inside the portal lands on the 403 page (its address and heading). */
export async function refused(page: Page, path: string): Promise<boolean> {
  await openInApp(page, path);
  // pushState has just put `path` in the address: only the guard's redirect changes it now.
  const forbidden = PATHS.forbidden;
  return page
    .waitForFunction((to) => window.location.pathname === to, forbidden, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}
