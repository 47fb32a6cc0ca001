import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  loginAs,
  pageTitle,
  sideMenuItems,
  switchLanguage,
  tagLabels,
  userMenuButton,
} from './support/chrome';
import { PATHS, personalCenterPath, settlementPath } from '../../src/routes/paths';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { openInApp } from './support/portalPage';

const portal = portalForFile();

const tag = (page: Page, label: string) => page.getByTestId('tag').filter({ hasText: label });
const openFromMenu = async (page: Page, label: string, path: string) => {
  await sideMenuItems(page).filter({ hasText: label }).first().click();
  await page.waitForURL(`**${path}`);
};

describe('tag tabs', () => {
  it('open one per page; close, close others, close all keep home; survive a reload', async () => {
    const page = await portal.page({ as: 'designer' });
    await expect.poll(() => tagLabels(page)).toEqual([uiText('app.chrome.route.wel_index')]);
    expect(await tag(page, uiText('app.chrome.route.wel_index')).locator('svg').count()).toBe(0);

    await openFromMenu(page, uiText('app.chrome.route.home_page'), PATHS.home);
    await openFromMenu(page, uiText('app.chrome.route.workbench'), PATHS.workbench);
    await openFromMenu(page, uiText('app.chrome.route.referral'), PATHS.extension);
    await openFromMenu(page, uiText('app.chrome.route.home_page'), PATHS.home);
    await expect
      .poll(() => tagLabels(page))
      .toEqual([
        uiText('app.chrome.route.wel_index'),
        uiText('app.chrome.route.home_page'),
        uiText('app.chrome.route.workbench'),
        uiText('app.chrome.route.referral'),
      ]);

    await tag(page, uiText('app.chrome.route.referral')).click();
    await page.waitForURL(`**${PATHS.extension}`);
    await tag(page, uiText('app.chrome.route.referral'))
      .getByLabel(uiText('app.chrome.tags.close'))
      .click();
    await page.waitForURL(`**${PATHS.workbench}`);
    await expect
      .poll(() => tagLabels(page))
      .toEqual([
        uiText('app.chrome.route.wel_index'),
        uiText('app.chrome.route.home_page'),
        uiText('app.chrome.route.workbench'),
      ]);

    await page.reload();
    await expect
      .poll(() => tagLabels(page))
      .toEqual([
        uiText('app.chrome.route.wel_index'),
        uiText('app.chrome.route.home_page'),
        uiText('app.chrome.route.workbench'),
      ]);
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toContain(
      PATHS.workbench,
    );

    await openFromMenu(page, uiText('app.chrome.route.result'), PATHS.result);
    await tag(page, uiText('app.chrome.route.home_page')).click({ button: 'right' });
    await page.getByTestId('tags-close-others').click();
    await expect
      .poll(() => tagLabels(page))
      .toEqual([uiText('app.chrome.route.wel_index'), uiText('app.chrome.route.result')]);
    expect(page.url()).toMatch(new RegExp(`${PATHS.result}$`));

    await openFromMenu(page, uiText('app.chrome.route.referral'), PATHS.extension);
    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tags-close-all').click();
    await page.waitForURL(`**${PATHS.welcome}`);
    await expect.poll(() => tagLabels(page)).toEqual([uiText('app.chrome.route.wel_index')]);
    await page.context().close();
  });

  it('keeps one tab for a route with tabs in its URL, and forgets the tabs at logout', async () => {
    const page = await portal.page({ as: 'designer' });
    await page.goto(personalCenterPath('1'));
    await page.getByRole('tab', { name: uiText('app.chrome.personal_center.payment') }).click();
    await page.waitForURL(`**${personalCenterPath('3')}`);
    expect(
      await page
        .getByRole('tab', { name: uiText('app.chrome.personal_center.payment') })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await expect
      .poll(() => tagLabels(page))
      .toEqual([uiText('app.chrome.route.wel_index'), uiText('app.chrome.route.personal_center')]);
    await openFromMenu(page, uiText('app.chrome.route.referral'), PATHS.extension);
    await tag(page, uiText('app.chrome.route.personal_center')).click();
    await page.waitForURL(`**${personalCenterPath('3')}`);
    await expect
      .poll(() => tagLabels(page))
      .toEqual([
        uiText('app.chrome.route.wel_index'),
        uiText('app.chrome.route.personal_center'),
        uiText('app.chrome.route.referral'),
      ]);

    await userMenuButton(page).click();
    await page.getByTestId('menu-logout').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('ra.action.confirm') })
      .click();
    await page.waitForURL(`**${PATHS.login}`);
    expect(await page.evaluate(() => localStorage.getItem('saber-tags'))).toBeNull();
    // react-admin brings the user back to the page they logged out from.
    await loginAs(page, 'designer', 'Designer1', personalCenterPath('3'));
    await expect
      .poll(() => tagLabels(page))
      .toEqual([uiText('app.chrome.route.wel_index'), uiText('app.chrome.route.personal_center')]);
    await page.context().close();
  });
});

describe('cached routes', () => {
  it('keep their state while their tab is open; closing the tab drops it', async () => {
    const page = await portal.page({ as: 'designer' });
    const historyTab = () =>
      page.getByRole('tab', { name: uiText('app.chrome.workbench.history') });

    await openFromMenu(page, uiText('app.chrome.route.workbench'), PATHS.workbench);
    await historyTab().click();
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');

    await openFromMenu(page, uiText('app.chrome.route.referral'), PATHS.extension);
    expect(await historyTab().isVisible()).toBe(false);
    await expect.poll(() => page.title()).toBe(pageTitle('app.chrome.route.referral'));
    await tag(page, uiText('app.chrome.route.workbench')).click();
    await page.waitForURL(`**${PATHS.workbench}`);
    expect(await historyTab().getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe(pageTitle('app.chrome.route.workbench'));

    await tag(page, uiText('app.chrome.route.workbench'))
      .getByLabel(uiText('app.chrome.tags.close'))
      .click();
    await openFromMenu(page, uiText('app.chrome.route.workbench'), PATHS.workbench);
    expect(
      await page
        .getByRole('tab', { name: uiText('app.chrome.workbench.grab') })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(await historyTab().getAttribute('aria-selected')).toBe('false');
    await page.context().close();
  });
});

const ROUTES: [string, string, string][] = [
  [PATHS.welcome, uiText('app.chrome.route.wel_index'), 'Home'],
  [PATHS.scorecard, uiText('app.chrome.route.wel_dashboard'), 'My points'],
  [PATHS.practice, uiText('app.chrome.route.test_index'), 'Practice cases'],
  [PATHS.notices, uiText('app.chrome.route.info_index'), 'Notices'],
  [PATHS.home, uiText('app.chrome.route.home_page'), 'Dashboard'],
  [personalCenterPath('2'), uiText('app.chrome.route.personal_center'), 'Personal center'],
  [PATHS.authentication, uiText('app.chrome.route.qualification'), 'Qualification certification'],
  [PATHS.result, uiText('app.chrome.route.result'), 'Certification results'],
  [PATHS.workbench, uiText('app.chrome.route.workbench'), 'Workbench'],
  [PATHS.extension, uiText('app.chrome.route.referral'), 'Referral'],
  [PATHS.myDesignSheet, uiText('app.chrome.route.my_design_sheet'), 'My design sheet'],
  [settlementPath('bill'), uiText('app.chrome.route.settlement'), 'Settlement'],
];

describe('route titles', () => {
  it('every authenticated route has its translated title, in the window title too', async () => {
    const page = await portal.page({ as: 'designer' });
    for (const [path, zh] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(uiText('app.title_suffix', { title: zh }));
      if (path !== PATHS.welcome) {
        expect(await page.locator('#main-content h1:visible').textContent()).toBe(zh);
      }
    }
    await page.goto(PATHS.settlementIndex);
    await page.waitForURL(`**${settlementPath('withdrawal')}`);
    await page.goto(PATHS.personalCenter.replace(':active', '9'));
    await page.waitForURL(`**${personalCenterPath('1')}`);

    await switchLanguage(page, uiText('app.language.label'), 'English');
    await expect.poll(() => page.title()).toBe('Personal center - Dental Design Portal');
    // In-app this time (each page was loaded directly above): the title follows a navigation too.
    for (const [path, , en] of ROUTES) {
      await openInApp(page, path);
      await expect.poll(() => page.title()).toBe(`${en} - Dental Design Portal`);
    }
    await expect.poll(() => tagLabels(page)).toContain('Settlement');
    await page.context().close();
  });
});
