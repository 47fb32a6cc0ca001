import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Language } from '../../i18n/languages';
import { designerRoutes, firstId, menuPaths } from './support/a11yRoutes';
import { settle } from './support/axe';
import { screenshot } from './support/browser';
import { textIn } from './support/catalog';
import { switchLanguage, userMenuButton } from './support/chrome';
import { portalForFile } from './support/harness';
import { openInApp } from './support/portalPage';
import { isDesignerOnlyPath, PATHS } from '../../src/routes/paths';
import { lowContrastTexts } from './support/textContrast';

const portal = portalForFile();

const NARROW = { width: 360, height: 740 };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 768 };
const SIZES = [NARROW, PHONE, DESKTOP];
/** The pages a signed-out visitor reaches. */
const PUBLIC_ROUTES = [PATHS.login, PATHS.register, PATHS.forget];
const PAGES_OPEN = 15;

/** The tools that the app bar offers a designer (customer service first). */
const BAR_TOOLS = [
  'customer-service',
  'help-menu',
  'error-log',
  'fullscreen',
  'theme-menu',
  'color-menu',
  'chrome-lock',
];

/** The administrator's routes: the menu's, and the staff views of records. */
async function staffRoutes(): Promise<string[]> {
  const menu = await menuPaths(portal.url, 'operator');
  const ticket = await firstId(portal.url, 'designer', '/api/os/ticket/myList');
  const inspected = await firstId(portal.url, 'support', '/api/os/designTask/qc/page');
  return [
    ...new Set([
      ...menu,
      '/tickets',
      '/deductions',
      `/tasks/${inspected}/show`,
      `/tickets/${ticket}/show`,
    ]),
  ];
}

/**
 * Every route of `routes` at each size, once the first PAGES_OPEN are open as tags (the strip
 * full, as after a working hour): those where the document is wider than the window.
 */
async function walkSideways(page: Page, routes: readonly string[]): Promise<string[]> {
  for (const path of routes.slice(0, PAGES_OPEN)) {
    await openInApp(page, path);
    await settle(page);
  }
  const sideways: string[] = [];
  for (const path of routes) {
    await openInApp(page, path);
    await settle(page);
    sideways.push(...(await tooWide(page, path)));
  }
  return sideways;
}

/** The sizes at which the current page is wider than the window, as `path at Npx: M px`. */
async function tooWide(page: Page, path: string): Promise<string[]> {
  const wide: string[] = [];
  for (const size of SIZES) {
    const excess = await sidewaysAt(page, size);
    if (excess > 0) wide.push(`${path} at ${size.width}px: ${excess}px too wide`);
  }
  return wide;
}

/** How many pixels the document is wider than the window at `size` (0: no sideways scroll). */
async function sidewaysAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // Two frames: the media queries' re-render, then its layout.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function withinWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width + 0.5 &&
    box.y + box.height <= size.height + 0.5
  );
}

/** The app bar's visible buttons that lie (partly) outside the window. */
async function barButtonsOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  for (const button of await page.getByRole('banner').getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    if (!(await withinWindow(page, button))) {
      outside.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
    }
  }
  return outside;
}

async function checkPhoneBar(page: Page, language: Language) {
  const t = textIn(language);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.getByTestId('bar-actions').isVisible()).toBe(true);
  expect(await barButtonsOutside(page)).toEqual([]);
  expect(await withinWindow(page, userMenuButton(page))).toBe(true);

  // Customer service and the tools, in a sheet within the thumb's reach.
  await page.getByTestId('bar-actions').click();
  const sheet = page.getByRole('group', { name: t('app.chrome.topbar.more') });
  await sheet.waitFor();
  for (const tool of BAR_TOOLS) {
    const button = sheet.getByTestId(tool);
    await expect.poll(() => withinWindow(page, button), { message: tool }).toBe(true);
  }
  await sheet.getByTestId('customer-service').click();
  await expect
    .poll(() => page.getByTestId('customer-service-dialog').textContent())
    .toContain(t('app.chrome.topbar.customer_service_title'));
  await page.keyboard.press('Escape');
  await page.getByTestId('customer-service-dialog').waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });

  // The side menu is a drawer over the page.
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ra.action.open_menu') })
    .click();
  await expect.poll(() => withinWindow(page, page.getByTestId('side-menu'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(false);
}

// Each language walks at 360, 375 and 1366 px; zh as a designer, en (longer labels) as the administrator,
// who opens the staff pages and the designers' and so has the most tabs open.
describe('the shell at 360x740, 375x812 and 1366x768', () => {
  it('the sign-in, register and forgotten-password pages do not scroll sideways', async () => {
    const page = await portal.page();
    const sideways: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      // Each public page's card title (/register without an identity has no form: issue 39).
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      sideways.push(...(await tooWide(page, path)));
    }
    expect(sideways).toEqual([]);
    await page.context().close();
  });

  it('signs out through the user menu on a phone, and lands on the sign-in page', async () => {
    const page = await portal.page({ as: 'designer', language: 'en' });
    await page.setViewportSize(NARROW);
    const user = userMenuButton(page);
    // The app bar takes its phone layout on the render after the resize.
    await expect.poll(() => withinWindow(page, user)).toBe(true);
    await user.click();
    const logout = page.getByTestId('menu-logout');
    expect(await withinWindow(page, logout)).toBe(true);
    await logout.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: textIn('en')('ra.action.confirm') })
      .click();
    await page.waitForURL(`**${PATHS.login}`);
    await page.locator('#field-account').waitFor();
    await page.context().close();
  });

  it('on a phone the menu drawer’s entries, the current one too, read at 4.5:1 or more (issue 40)', async () => {
    const t = textIn('en');
    const page = await portal.page({ as: 'designer', language: 'en', landing: PATHS.workbench });
    await page.setViewportSize(PHONE);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ra.action.open_menu') })
      .click();
    const menu = page.getByTestId('menu-drawer').getByTestId('side-menu');
    await expect.poll(() => withinWindow(page, menu)).toBe(true);
    // The current page's entry is among them (react-admin marks it active).
    const current = menu.locator('.RaMenuItemLink-active');
    expect(await current.count()).toBeGreaterThan(0);
    expect(await menu.getByRole('link').count()).toBeGreaterThan(3);
    await expect.poll(() => lowContrastTexts(menu), { timeout: 5_000 }).toEqual([]);
    await screenshot(page, 'phone-menu-drawer');
    await page.context().close();
  }, 60_000);

  it('zh, designer: every app-bar action is reachable and no route scrolls sideways', async () => {
    const page = await portal.page({ as: 'designer', language: 'zh' });
    await checkPhoneBar(page, 'zh');
    expect(await walkSideways(page, await designerRoutes(portal.url))).toEqual([]);
    await page.context().close();
  }, 300_000);

  it(`en, staff: the same, and the tag strip's actions stay in the window with ${PAGES_OPEN}+ pages open`, async () => {
    const t = textIn('en');
    const page = await portal.page({ as: 'operator', language: 'en' });
    await checkPhoneBar(page, 'en');
    // The designer's own screens send staff to /403 (issue 40): the shared ones only.
    const shared = (await designerRoutes(portal.url)).filter((path) => !isDesignerOnlyPath(path));
    const routes = [...new Set([...(await staffRoutes()), ...shared])];
    expect(await walkSideways(page, routes)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'phone-shell-en-desktop');

    // Wide: the tabs scroll inside their strip, whose actions stay in the window.
    const tags = page.getByTestId('tag');
    expect(await tags.count()).toBeGreaterThanOrEqual(PAGES_OPEN);
    expect(await withinWindow(page, page.getByTestId('tags-actions'))).toBe(true);
    expect(await barButtonsOutside(page)).toEqual([]);

    // Narrow: one "open pages" menu lists them, and closes the others.
    const open = await tags.count();
    await page.setViewportSize(PHONE);
    await page
      .getByRole('button', { name: t('app.chrome.tags.open_pages', { count: open }) })
      .click();
    expect(await page.getByRole('menu').getByTestId('tag').count()).toBe(open);
    await screenshot(page, 'phone-shell-en-open-pages');
    await page.getByTestId('tags-close-others').click();
    // Home and the current page stay (the current one if it is a tab).
    const leftOpen = [1, 2].map((count) => t('app.chrome.tags.open_pages', { count }));
    await expect
      .poll(() => page.getByTestId('tags-actions').textContent())
      .toSatisfy((text) => leftOpen.includes(String(text)));
    expect(await barButtonsOutside(page)).toEqual([]);

    // The language is in the user menu, reached on the phone too.
    await switchLanguage(page, t('app.language.label'), t('app.language.zh'));
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh');
    await page.context().close();
  }, 420_000);
});
