import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededMenuName } from '../../fake-api/seed/menus';
import { sideMenu, sideMenuItems, sideMenuLabels, switchLanguage } from './support/chrome';
import { IFRAME_PREFIX, PATHS, iframePath, settlementPath } from '../../src/routes/paths';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';

const portal = portalForFile();

/** Link items of the seeded help menu (fake-api/seed/menus.ts): menu data, not catalog text. */
const SEEDED_MENU = {
  helpCenter: seededMenuName('help_center').zh,
  guide: seededMenuName('help_guide').zh,
};

/** A framed page whose link aims at the whole window (target=_top). */
const ESCAPING_PAGE =
  '<h1>example</h1><a id="escape" href="https://evil.example.net/" target="_top">continue</a>';

const menuCalls = () =>
  portal.server.requests().filter((r) => r.path === '/api/blade-system/menu/routes');

/** The side menu's labels wider than the room they are shown in (cut by the ellipsis). */
function cutMenuLabels(page: Page): Promise<string[]> {
  return page
    .getByTestId('side-menu')
    .locator('[data-menu-code] .MuiTypography-root')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ''),
    );
}

describe('side menu', () => {
  it('comes from the server, nests, and follows a language switch', async () => {
    const page = await portal.page({ as: 'designer' });
    expect(await sideMenuLabels(page)).toEqual([
      uiText('app.chrome.route.wel_index'),
      uiText('app.chrome.route.home_page'),
      uiText('app.chrome.route.workbench'),
      uiText('app.chrome.route.my_design_sheet'),
      uiText('app.chrome.route.settlement'),
      uiText('app.chrome.route.referral'),
      uiText('app.chrome.route.personal_center'),
      uiText('app.chrome.route.qualification'),
      uiText('app.chrome.route.result'),
      uiText('app.chrome.topbar.help'),
    ]);
    const icons = await sideMenu(page)
      .locator('[data-icon]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-icon')));
    expect(icons).toContain('Work');
    // Groups (Settlement, Help) and links start their labels at the same x, as one column.
    const labelStarts = await sideMenuItems(page).evaluateAll((items) =>
      items.map((item) => {
        const text = document
          .createTreeWalker(item, NodeFilter.SHOW_TEXT, (node) =>
            node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
          )
          .nextNode();
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        return Math.round(range.getBoundingClientRect().left);
      }),
    );
    expect(labelStarts).toEqual(labelStarts.map(() => labelStarts[0]));

    await sideMenuItems(page)
      .filter({ hasText: uiText('app.chrome.route.settlement') })
      .click();
    await sideMenuItems(page)
      .filter({ hasText: uiText('app.chrome.settlement.bill') })
      .click();
    await page.waitForURL(`**${settlementPath('bill')}`);
    await sideMenuItems(page)
      .filter({ hasText: uiText('app.chrome.route.settlement') })
      .click();
    await expect
      .poll(() =>
        sideMenuItems(page)
          .filter({ hasText: uiText('app.chrome.settlement.bill') })
          .count(),
      )
      .toBe(0);

    const before = menuCalls().length;
    await switchLanguage(page, uiText('app.language.label'), 'English');
    await expect.poll(() => sideMenuLabels(page)).toContain('Workbench');
    expect(await sideMenuLabels(page)).toEqual([
      'Home',
      'Dashboard',
      'Workbench',
      'My design sheet',
      'Settlement',
      'Referral',
      'Personal center',
      'Qualification certification',
      'Certification results',
      'Help',
    ]);
    // Every label is read whole: a long one takes a second line, none is cut by an ellipsis.
    expect(await cutMenuLabels(page)).toEqual([]);
    expect(menuCalls().length).toBeGreaterThan(before);
    const paths = portal.server.requests().map((r) => r.path);
    expect(paths.lastIndexOf('/api/blade-system/menu/routes')).toBeGreaterThan(
      paths.lastIndexOf('/api/blade-auth/oauth/refreshLanguage'),
    );

    await page.goto(`${PATHS.home}?language=tr`);
    await expect.poll(() => sideMenuLabels(page)).toContain('Sipariş Masası');
    expect(await cutMenuLabels(page)).toEqual([]);
    await page.context().close();
  });

  it('hides an item limited to other roles (points adjustment is for administrators)', async () => {
    const designer = await portal.page({ as: 'designer' });
    expect(await sideMenuLabels(designer)).not.toContain(
      uiText('app.dashboard.route.points_adjust'),
    );
    await designer.context().close();

    const operator = await portal.page({ as: 'operator' });
    await expect
      .poll(() => sideMenuLabels(operator))
      .toContain(uiText('app.dashboard.route.points_adjust'));
    await operator.context().close();
  });

  it('opens external pages in a new window (isOpen 2) or in a sandboxed /myiframe; refuses the rest', async () => {
    const page = await portal.page();
    // The framed page tries to take the whole window (issue 36: open redirect, phishing).
    await page
      .context()
      .route('https://www.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: ESCAPING_PAGE }),
      );
    await signInAs(page, 'designer');
    await sideMenuItems(page)
      .filter({ hasText: uiText('app.chrome.topbar.help') })
      .click();

    const helpCenter = sideMenuItems(page).filter({ hasText: SEEDED_MENU.helpCenter });
    expect(await helpCenter.getAttribute('target')).toBe('_blank');
    expect(await helpCenter.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([page.waitForEvent('popup'), helpCenter.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://www.example.com/help');
    expect(page.url()).toMatch(/\/wel\/index$/);
    await popup.close();

    await sideMenuItems(page).filter({ hasText: SEEDED_MENU.guide }).click();
    await page.waitForURL(new RegExp(`${IFRAME_PREFIX}\\d+$`));
    const framedAt = page.url();
    const frame = page.getByTestId('external-frame');
    expect(await frame.getAttribute('src')).toBe('https://www.example.com/guide');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    await expect
      .poll(() => page.getByTestId('tags-bar').textContent())
      .toContain(uiText('app.chrome.route.iframe'));
    await page.frameLocator('[data-testid=external-frame]').locator('#escape').click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(framedAt);

    for (const foreign of [
      iframePath('https://evil.example.net/login'),
      iframePath('javascript:alert(document.cookie)'),
      `${IFRAME_PREFIX}JAVASCRIPT:alert(1)`,
      iframePath('999999'),
    ]) {
      await page.goto(foreign);
      await expect
        .poll(() => page.getByTestId('iframe-refused').textContent())
        .toContain(uiText('app.chrome.iframe.refused'));
      expect(await page.locator('iframe').count()).toBe(0);
    }
    await page.context().close();
  });

  it('frames nothing for a visitor, not even a menu page', async () => {
    const signedIn = await portal.page({ as: 'designer' });
    await sideMenuItems(signedIn)
      .filter({ hasText: uiText('app.chrome.topbar.help') })
      .click();
    const guide = sideMenuItems(signedIn).filter({ hasText: SEEDED_MENU.guide });
    const guidePath = new URL((await guide.getAttribute('href')) ?? '', portal.url).pathname;
    await signedIn.context().close();

    const page = await portal.page();
    await page.goto(guidePath);
    await page.getByTestId('iframe-refused').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(page.url()).toContain(IFRAME_PREFIX);
    await page.context().close();
  });
});

describe('menu search', () => {
  it('matches label prefixes the Turkish way in Turkish', async () => {
    const page = await portal.page({ as: 'designer' });
    await switchLanguage(page, uiText('app.language.label'), 'Türkçe');
    await expect.poll(() => sideMenuLabels(page)).toContain('Kişisel Merkez');
    const search = page.getByTestId('menu-search');

    await search.fill('KİŞ');
    await expect.poll(() => sideMenuLabels(page)).toEqual(['Kişisel Merkez']);
    await search.fill('kiş');
    await expect.poll(() => sideMenuLabels(page)).toEqual(['Kişisel Merkez']);
    // Dotless I folds to ı in Turkish: "KIŞ" is not "kiş".
    await search.fill('KIŞ');
    await expect.poll(() => sideMenuLabels(page)).toEqual([]);
    await expect.poll(() => sideMenu(page).textContent()).toContain('Eşleşen menü öğesi yok');
    await search.fill('TAVS');
    await expect.poll(() => sideMenuLabels(page)).toEqual(['Tavsiye']);
    await search.fill('para');
    await expect.poll(() => sideMenuLabels(page)).toEqual(['Hesap Kesimi', 'Para Çekme']);
    await search.fill('');
    await expect.poll(async () => (await sideMenuLabels(page)).length).toBe(10);
    await page.context().close();
  });

  it('matches case-insensitively in English and by prefix in Chinese', async () => {
    const page = await portal.page({ as: 'designer' });
    const search = page.getByTestId('menu-search');
    await search.fill(uiText('app.chrome.route.result').slice(0, 2));
    await expect.poll(() => sideMenuLabels(page)).toEqual([uiText('app.chrome.route.result')]);
    await search.fill('');
    await switchLanguage(page, uiText('app.language.label'), 'English');
    await expect.poll(() => sideMenuLabels(page)).toContain('Workbench');
    await page.getByTestId('menu-search').fill('CERT');
    await expect.poll(() => sideMenuLabels(page)).toEqual(['Certification results']);
    await page.context().close();
  });
});
