import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs, sideMenuItems, switchLanguage, tagLabels } from './support/chrome';
import { startPortal, type PortalServer } from './support/portalServer';
import { PATHS, personalCenterPath, settlementPath } from '../../src/routes/paths';

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

    await openFromMenu(page, '控制台', PATHS.home);
    await openFromMenu(page, '接单工作台', PATHS.workbench);
    await openFromMenu(page, '推广', PATHS.extension);
    await openFromMenu(page, '控制台', PATHS.home);
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台', '推广']);

    await tag(page, '推广').click();
    await page.waitForURL(`**${PATHS.extension}`);
    await tag(page, '推广').getByLabel('关闭标签').click();
    await page.waitForURL(`**${PATHS.workbench}`);
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台']);

    await page.reload();
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '控制台', '接单工作台']);
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toContain(
      PATHS.workbench,
    );

    await openFromMenu(page, '认证结果', PATHS.result);
    await tag(page, '控制台').click({ button: 'right' });
    await page.getByTestId('tags-close-others').click();
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '认证结果']);
    expect(page.url()).toMatch(new RegExp(`${PATHS.result}$`));

    await openFromMenu(page, '推广', PATHS.extension);
    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tags-close-all').click();
    await page.waitForURL(`**${PATHS.welcome}`);
    await expect.poll(() => tagLabels(page)).toEqual(['首页']);
    await page.context().close();
  });

  it('keeps one tab for a route with tabs in its URL, and forgets the tabs at logout', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await page.goto(personalCenterPath('1'));
    await page.getByRole('tab', { name: '收款信息' }).click();
    await page.waitForURL(`**${personalCenterPath('3')}`);
    expect(await page.getByRole('tab', { name: '收款信息' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心']);
    await openFromMenu(page, '推广', PATHS.extension);
    await tag(page, '个人中心').click();
    await page.waitForURL(`**${personalCenterPath('3')}`);
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心', '推广']);

    await page.getByRole('button', { name: /（个人）$/ }).click();
    await page.getByTestId('menu-logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.waitForURL(`**${PATHS.login}`);
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toBeNull();
    // react-admin brings the user back to the page they logged out from.
    await loginAs(page, 'designer', 'Designer1', personalCenterPath('3'));
    await expect.poll(() => tagLabels(page)).toEqual(['首页', '个人中心']);
    await page.context().close();
  });
});

describe('cached routes', () => {
  it('keep their state while their tab is open; closing the tab drops it', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    const historyTab = () => page.getByRole('tab', { name: '历史' });

    await openFromMenu(page, '接单工作台', PATHS.workbench);
    await historyTab().click();
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');

    await openFromMenu(page, '推广', PATHS.extension);
    expect(await historyTab().isVisible()).toBe(false);
    await expect.poll(() => page.title()).toBe('推广 - 义齿设计师平台');
    await tag(page, '接单工作台').click();
    await page.waitForURL(`**${PATHS.workbench}`);
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('接单工作台 - 义齿设计师平台');

    await tag(page, '接单工作台').getByLabel('关闭标签').click();
    await openFromMenu(page, '接单工作台', PATHS.workbench);
    expect(await page.getByRole('tab', { name: '抢单' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await historyTab().getAttribute('aria-selected')).toBe('false');
    await page.context().close();
  });
});

const ROUTES: [string, string, string][] = [
  [PATHS.welcome, '首页', 'Home'],
  [PATHS.scorecard, '我的积分', 'My points'],
  [PATHS.practice, '练习病例', 'Practice cases'],
  [PATHS.notices, '平台公告', 'Notices'],
  [PATHS.home, '控制台', 'Dashboard'],
  [personalCenterPath('2'), '个人中心', 'Personal center'],
  [PATHS.authentication, '资质认证', 'Qualification certification'],
  [PATHS.result, '认证结果', 'Certification results'],
  [PATHS.workbench, '接单工作台', 'Workbench'],
  [PATHS.extension, '推广', 'Extension'],
  [PATHS.myDesignSheet, '我的设计单', 'My design sheet'],
  [settlementPath('bill'), '结算', 'Settlement'],
];

describe('route titles', () => {
  it('every authenticated route has its translated title, in the window title too', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    for (const [path, zh] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${zh} - 义齿设计师平台`);
      if (path !== PATHS.welcome) {
        expect(await page.locator('#main-content h1:visible').textContent()).toBe(zh);
      }
    }
    await page.goto(PATHS.settlementIndex);
    await page.waitForURL(`**${settlementPath('withdrawal')}`);
    await page.goto(PATHS.personalCenter.replace(':active', '9'));
    await page.waitForURL(`**${personalCenterPath('1')}`);

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
