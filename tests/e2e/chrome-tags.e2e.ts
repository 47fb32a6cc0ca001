import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs, sideMenuItems, switchLanguage, tagLabels } from './support/chrome';
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

const tag = (page: Page, label: string) => page.getByTestId('tag').filter({ hasText: label });
const openFromMenu = async (page: Page, label: string, path: string) => {
  await sideMenuItems(page).filter({ hasText: label }).first().click();
  await page.waitForURL(`**${path}`);
};

describe('tag tabs', () => {
  it('open one per page; close, close others, close all keep home; survive a reload', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await expect.poll(() => tagLabels(page)).toEqual(['首页']);
    expect(await tag(page, '首页').locator('svg').count()).toBe(0);

    await openFromMenu(page, '控制台', '/order/homePage');
    await openFromMenu(page, '接单工作台', '/order/workbench');
    await openFromMenu(page, '推广', '/order/extension');
    await openFromMenu(page, '控制台', '/order/homePage');
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台', '推广']);

    await tag(page, '推广').click();
    await page.waitForURL('**/order/extension');
    await tag(page, '推广').getByLabel('关闭标签').click();
    await page.waitForURL('**/order/workbench');
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台']);

    await page.reload();
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台']);
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toContain(
      '/order/workbench',
    );

    await openFromMenu(page, '认证结果', '/order/result');
    await tag(page, '控制台').click({ button: 'right' });
    await page.getByTestId('tags-close-others').click();
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '认证结果']);
    expect(page.url()).toMatch(/\/order\/result$/);

    await openFromMenu(page, '推广', '/order/extension');
    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tags-close-all').click();
    await page.waitForURL('**/wel/index');
    await expect.poll(() => tagLabels(page)).toEqual(['首页']);
    await page.context().close();
  });

  it('keeps one tab for a route with tabs in its URL, and forgets the tabs at logout', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await page.goto('/order/personalCenter/1');
    await page.getByRole('tab', { name: '收款信息' }).click();
    await page.waitForURL('**/order/personalCenter/3');
    expect(await page.getByRole('tab', { name: '收款信息' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心']);
    await openFromMenu(page, '推广', '/order/extension');
    await tag(page, '个人中心').click();
    await page.waitForURL('**/order/personalCenter/3');
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心', '推广']);

    await page.getByRole('button', { name: /（个人）$/ }).click();
    await page.getByTestId('menu-logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toBeNull();
    // react-admin brings the user back to the page they logged out from.
    await loginAs(page, 'designer', 'Designer1', '/order/personalCenter/3');
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心']);
    await page.context().close();
  });
});

describe('cached routes', () => {
  it('keep their state while their tab is open; closing the tab drops it', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    const historyTab = () => page.getByRole('tab', { name: '历史' });

    await openFromMenu(page, '接单工作台', '/order/workbench');
    await historyTab().click();
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');

    await openFromMenu(page, '推广', '/order/extension');
    expect(await historyTab().isVisible()).toBe(false);
    await expect.poll(() => page.title()).toBe('推广 - 义齿设计师平台');
    await tag(page, '接单工作台').click();
    await page.waitForURL('**/order/workbench');
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('接单工作台 - 义齿设计师平台');

    await tag(page, '接单工作台').getByLabel('关闭标签').click();
    await openFromMenu(page, '接单工作台', '/order/workbench');
    expect(await page.getByRole('tab', { name: '抢单' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await historyTab().getAttribute('aria-selected')).toBe('false');
    await page.context().close();
  });
});

const ROUTES: [string, string, string][] = [
  ['/wel/index', '首页', 'Home'],
  ['/wel/dashboard', '我的积分', 'My points'],
  ['/test/index', '练习病例', 'Practice cases'],
  ['/info/index', '平台公告', 'Notices'],
  ['/order/homePage', '控制台', 'Dashboard'],
  ['/order/personalCenter/2', '个人中心', 'Personal center'],
  ['/order/authentication', '资质认证', 'Qualification certification'],
  ['/order/result', '认证结果', 'Certification results'],
  ['/order/workbench', '接单工作台', 'Workbench'],
  ['/order/extension', '推广', 'Extension'],
  ['/order/myDesignSheet', '我的设计单', 'My design sheet'],
  ['/order/settlement/bill', '结算', 'Settlement'],
];

describe('route titles', () => {
  it('every authenticated route has its translated title, in the window title too', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    for (const [path, zh] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${zh} - 义齿设计师平台`);
      if (path !== '/wel/index') {
        expect(await page.locator('#main-content h1:visible').textContent()).toBe(zh);
      }
    }
    await page.goto('/order/settlement');
    await page.waitForURL('**/order/settlement/withdrawal');
    await page.goto('/order/personalCenter/9');
    await page.waitForURL('**/order/personalCenter/1');

    await switchLanguage(page, '语言', 'English');
    await expect.poll(() => page.title()).toBe('Personal center - Dental Design Portal');
    for (const [path, , en] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${en} - Dental Design Portal`);
    }
    await expect.poll(() => tagLabels(page)).toContain('Settlement');
    await page.context().close();
  });
});
