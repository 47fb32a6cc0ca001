import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import {
  loginAs,
  pageTitle,
  sideMenuLabels,
  switchLanguage,
  userMenuButton,
} from './support/chrome';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';

const portal = portalForFile();

const topNav = (page: Page) => page.getByTestId('top-nav');
const openUserMenu = (page: Page) => userMenuButton(page).click();
const userMenuLabels = async (page: Page) =>
  (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((t) => t.trim());

describe('top bar', () => {
  it('has the entries, the logo, customer service and the user dropdown', async () => {
    const page = await portal.page({ as: 'designer' });
    expect(await page.getByTestId('logo').textContent()).toBe(uiText('app.name'));
    const entries = (await topNav(page).getByRole('link').allTextContents()).map((t) => t.trim());
    expect(entries).toEqual([
      uiText('app.chrome.route.home_page'),
      uiText('app.chrome.topbar.workbench'),
      uiText('app.chrome.route.my_design_sheet'),
      uiText('app.chrome.route.settlement'),
      uiText('app.chrome.route.referral'),
    ]);
    for (const [label, path] of [
      [uiText('app.chrome.route.home_page'), '/order/homePage'],
      [uiText('app.chrome.topbar.workbench'), '/order/workbench'],
      [uiText('app.chrome.route.my_design_sheet'), '/order/myDesignSheet'],
      [uiText('app.chrome.route.settlement'), '/order/settlement/withdrawal'],
      [uiText('app.chrome.route.referral'), '/order/extension'],
    ]) {
      await topNav(page).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      expect(
        await topNav(page)
          .getByRole('link', { name: label, exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
    }
    await page.getByTestId('logo').click();
    await page.waitForURL('**/wel/index');

    await page.getByTestId('customer-service').click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain(uiText('app.chrome.topbar.customer_service_title'));
    expect(await dialog.textContent()).toContain(uiText('app.tickets.service.welcome'));
    await dialog.getByRole('button', { name: uiText('app.chrome.topbar.close') }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await openUserMenu(page);
    expect(await userMenuLabels(page)).toEqual([
      uiText('app.chrome.route.home_page'),
      uiText('app.chrome.route.personal_center'),
      uiText('app.chrome.route.qualification'),
      uiText('app.chrome.route.result'),
      uiText('app.language.label') + uiText('app.language.zh'),
      uiText('app.prefs.lock'),
      uiText('app.lock.logout'),
    ]);
    await page.getByTestId('menu-personal-center').click();
    await page.waitForURL('**/order/personalCenter/1');
    await openUserMenu(page);
    await page.getByTestId('menu-result').click();
    await page.waitForURL('**/order/result');
    await page.context().close();
  });

  it('collapses the entries into one menu on a narrow screen', async () => {
    const page = await portal.page();
    await signInAs(page, 'designer');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => topNav(page).isVisible()).toBe(false);
    await page.getByTestId('top-nav-toggle').click();
    const items = (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((t) =>
      t.trim(),
    );
    expect(items).toEqual([
      uiText('app.chrome.route.home_page'),
      uiText('app.chrome.topbar.workbench'),
      uiText('app.chrome.route.my_design_sheet'),
      uiText('app.chrome.route.settlement'),
      uiText('app.chrome.route.referral'),
    ]);
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: uiText('app.chrome.route.settlement') })
      .click();
    await page.waitForURL('**/order/settlement/withdrawal');
    await page.context().close();
  });
});

describe('company member', () => {
  it('sees only My design sheet and log out; every other route answers 403', async () => {
    const page = await portal.page();
    await loginAs(page, 'company', 'Company1', '/order/myDesignSheet');
    // The page arrives in its own chunk: its title follows it.
    await expect.poll(() => page.title()).toBe(pageTitle('app.chrome.route.my_design_sheet'));
    const entries = (await topNav(page).getByRole('link').allTextContents()).map((t) => t.trim());
    expect(entries).toEqual([uiText('app.chrome.route.my_design_sheet')]);
    expect(await page.getByTestId('logo').count()).toBe(0);
    expect(await page.getByTestId('customer-service').count()).toBe(0);
    await page.getByTestId('chrome-tools').waitFor();
    expect(await page.getByTestId('help-menu').count()).toBe(0);
    await openUserMenu(page);
    expect(await userMenuLabels(page)).toEqual([
      uiText('app.language.label') + uiText('app.language.zh'),
      uiText('app.lock.logout'),
    ]);
    await page.keyboard.press('Escape');
    expect(await sideMenuLabels(page)).toEqual([uiText('app.chrome.route.my_design_sheet')]);

    for (const path of [
      '/order/workbench',
      '/wel/index',
      '/order/personalCenter/1',
      '/test/index',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/403');
      await expect.poll(() => page.locator('h1').textContent()).toBe(uiText('app.page.forbidden'));
    }
    await page.goto('/');
    await page.waitForURL('**/order/myDesignSheet');
    await page.context().close();
  });
});

describe('public STL preview', () => {
  it('accepts only an http(s) stlUrl', async () => {
    const page = await portal.page();
    const model = 'https://files.example.com/upload/20240101/crown.stl';
    await page.goto(`/stlView?stlUrl=${encodeURIComponent(model)}`);
    expect(await page.getByTestId('stl-link').getAttribute('href')).toBe(model);
    // No such host here: the viewer says the file cannot be downloaded.
    await expect
      .poll(() => page.getByTestId('stl-model-error').textContent())
      .toBe(uiText('app.viewer.error.network'));
    expect(await page.title()).toBe(pageTitle('app.chrome.route.stl_view'));

    // A relative address resolves against the portal's origin, then must be http(s).
    await page.goto(`/stlView?stlUrl=${encodeURIComponent('/upload/crown.stl')}`);
    expect(await page.getByTestId('stl-link').getAttribute('href')).toBe(
      `${portal.url}/upload/crown.stl`,
    );
    for (const bad of ['javascript:alert(1)', 'data:model/stl;base64,AAAA']) {
      await page.goto(`/stlView?stlUrl=${encodeURIComponent(bad)}`);
      await expect
        .poll(() => page.getByTestId('stl-refused').textContent())
        .toBe(uiText('app.chrome.stl.refused'));
      expect(await page.getByTestId('stl-link').count()).toBe(0);
    }
    await page.goto('/stlView');
    await expect
      .poll(() => page.getByTestId('stl-refused').textContent())
      .toBe(uiText('app.chrome.stl.missing'));
    await page.context().close();
  });
});

describe('dashboard', () => {
  it('lays its cards out by breakpoint, in each language (screenshots)', async () => {
    const page = await portal.page({ as: 'designer', landing: '/order/homePage' });
    const grid = page.getByTestId('home-card-grid');
    await expect.poll(() => grid.getAttribute('data-columns')).toBe('4');
    await screenshot(page, 'dashboard-zh');

    await switchLanguage(page, uiText('app.language.label'), 'English');
    await expect.poll(() => page.locator('#main-content h1').textContent()).toBe('Dashboard');
    await screenshot(page, 'dashboard-en');

    await switchLanguage(page, 'Language', 'Türkçe');
    await expect.poll(() => page.locator('#main-content h1').textContent()).toBe('Kontrol Paneli');
    await expect.poll(() => sideMenuLabels(page)).toContain('Sipariş Masası');
    await screenshot(page, 'dashboard-tr');

    for (const [width, columns] of [
      [1000, '3'],
      [800, '2'],
      [600, '1'],
    ]) {
      await page.setViewportSize({ width: Number(width), height: 800 });
      await expect.poll(() => grid.getAttribute('data-columns')).toBe(columns);
    }
    await page.context().close();
  });
});
