import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { openInApp } from './support/portalPage';

const portal = portalForFile();

/** Signed in (in `language`, when given) by stored session, with the top bar's tools shown. */
async function loggedInPage(language?: 'en' | 'tr'): Promise<Page> {
  const page = await portal.page({ as: 'designer', language });
  await page.getByTestId('chrome-tools').waitFor();
  return page;
}

/** The computed colours that tell the themes apart. */
function colours(page: Page) {
  return page.evaluate(() => {
    const background = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).backgroundColor : 'missing';
    };
    return {
      appBar: background('header.MuiAppBar-root'),
      body: background('body'),
      sidebar: background('.RaSidebar-fixed'),
    };
  });
}

async function pickTheme(page: Page, name: string) {
  await page.getByTestId('theme-menu').click();
  await page.getByTestId(`theme-${name}`).click();
  await page.getByTestId(`theme-${name}`).waitFor({ state: 'detached' });
}

/** The background of the lock dialog's contained button: the primary colour in use. */
async function primaryButtonColour(page: Page): Promise<string> {
  await page.getByTestId('chrome-lock').click();
  const button = page.getByRole('dialog').locator('button.MuiButton-contained');
  const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return colour;
}

describe('theme picker', () => {
  it('applies each theme at once, and remembers the choice over a reload', async () => {
    const page = await loggedInPage();
    expect(await colours(page)).toEqual({
      // #409EFF darkened until white text and the page read on it (src/theme/contrast.ts).
      appBar: 'rgb(45, 111, 179)',
      body: 'rgb(240, 242, 245)',
      sidebar: 'rgb(32, 34, 42)',
    });
    const names = await page.evaluate(() => localStorage.getItem('saber-themeName'));
    expect(names).toBeNull();

    await pickTheme(page, 'white');
    await expect
      .poll(() => colours(page))
      .toEqual({
        appBar: 'rgb(255, 255, 255)',
        body: 'rgb(245, 247, 250)',
        sidebar: 'rgb(255, 255, 255)',
      });
    await pickTheme(page, 'star');
    await expect
      .poll(() => colours(page))
      .toEqual({
        appBar: 'rgb(31, 29, 77)',
        body: 'rgb(233, 230, 247)',
        sidebar: 'rgb(42, 39, 102)',
      });
    await screenshot(page, 'prefs-theme-star');

    const seen = new Set<string>();
    for (const name of ['default', 'white', 'star', 'iview', 'd2', 'hey']) {
      await pickTheme(page, name);
      await expect.poll(async () => seen.has(JSON.stringify(await colours(page)))).toBe(false);
      seen.add(JSON.stringify(await colours(page)));
    }
    expect(seen.size).toBe(6);

    await pickTheme(page, 'star');
    await page.reload();
    await page.getByTestId('chrome-tools').waitFor();
    expect((await colours(page)).appBar).toBe('rgb(31, 29, 77)');
    expect(await page.evaluate(() => localStorage.getItem('saber-themeName'))).toBe('star');
    await page.context().close();
  });

  it('names the themes in Turkish', async () => {
    const page = await loggedInPage('tr');
    await expect
      .poll(() => page.getByTestId('theme-menu').getAttribute('aria-label'))
      .toBe('Temayı değiştir');
    await page.getByTestId('theme-menu').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Varsayılan tema',
      'Beyaz tema',
      'Yıldızlı tema',
      'iView teması',
      'D2 teması',
      'Hey teması',
    ]);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('fullscreen').getAttribute('aria-label')).toBe('Tam ekran');
    expect(await page.getByTestId('chrome-lock').getAttribute('aria-label')).toBe('Ekranı kilitle');
    await page.context().close();
  });
});

describe('colour picker', () => {
  it('changes the primary colour with a swatch or the native picker, and remembers it', async () => {
    const page = await loggedInPage();
    // The picked colours as shown: darkened just enough for legible text (src/theme/contrast.ts).
    expect(await primaryButtonColour(page)).toBe('rgb(45, 111, 179)');

    await page.getByTestId('color-menu').click();
    await page.getByTestId('color-#F5222D').click();
    await expect.poll(() => colours(page).then((c) => c.appBar)).toBe('rgb(208, 29, 38)');
    await page.keyboard.press('Escape');
    expect(await primaryButtonColour(page)).toBe('rgb(208, 29, 38)');

    await page.getByTestId('color-menu').click();
    await page.getByTestId('color-input').fill('#11a983');
    await page.keyboard.press('Escape');
    expect(await primaryButtonColour(page)).toBe('rgb(12, 118, 92)');
    expect(await page.evaluate(() => localStorage.getItem('saber-colorName'))).toBe('#11A983');

    await page.reload();
    await page.getByTestId('chrome-tools').waitFor();
    expect(await primaryButtonColour(page)).toBe('rgb(12, 118, 92)');
    await page.context().close();
  });
});

describe('full screen', () => {
  it('toggles the document’s full screen, and its icon and label follow', async () => {
    const page = await loggedInPage();
    const button = page.getByTestId('fullscreen');
    expect(await button.getAttribute('aria-label')).toBe(uiText('app.prefs.fullscreen'));
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect
      .poll(() => button.getAttribute('aria-label'))
      .toBe(uiText('app.prefs.exit_fullscreen'));
    expect(await button.locator('[data-testid=fullscreen-exit-icon]').count()).toBe(1);

    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect.poll(() => button.getAttribute('aria-label')).toBe(uiText('app.prefs.fullscreen'));

    // Leaving by other means (Esc in a real browser) is followed too.
    await button.click();
    await expect
      .poll(() => button.getAttribute('aria-label'))
      .toBe(uiText('app.prefs.exit_fullscreen'));
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => button.getAttribute('aria-label')).toBe(uiText('app.prefs.fullscreen'));
    await page.context().close();
  });
});

describe('lock from the top bar', () => {
  it('requires a lock password, then locks the screen', async () => {
    const page = await loggedInPage();
    await page.getByTestId('chrome-lock').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('app.lock.lock') })
      .click();
    await expect
      .poll(() => page.locator('#lock-password-helper-text').textContent())
      .toBe(uiText('app.lock.password_required'));
    await page.locator('#lock-password').fill('Lock-me-1');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('app.lock.lock') })
      .click();
    await page.waitForURL('**/lock');
    expect(await page.evaluate(() => sessionStorage.getItem('saber-isLock'))).toBe('true');
    await page.context().close();
  });
});

describe('less motion', () => {
  /**
   * Opens the ticket list while its code is held back, so the page's loading spinner shows, and
   * reads what it does: how many of its animations run, and its arc's length.
   */
  async function spinnerWhileLoading(reducedMotion: 'reduce' | 'no-preference') {
    const page = await portal.page({ as: 'designer', reducedMotion });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      // The context may be closed by then: that request no longer matters.
      await route.continue().catch(() => undefined);
    });
    await openInApp(page, '/tickets');
    const spinner = page.getByRole('progressbar', { name: uiText('ra.page.loading') });
    await spinner.waitFor();
    const box = await spinner.boundingBox();
    const seen = await spinner.evaluate((element) => ({
      running: element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running').length,
      arc: getComputedStyle(element.querySelector('circle') as Element).strokeDasharray,
    }));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
    await page.context().close();
    return { ...seen, width: box?.width ?? 0 };
  }

  it('asked for less motion, the loading spinner stands still and stays in sight; otherwise it turns', async () => {
    const still = await spinnerWhileLoading('reduce');
    expect(still.running).toBe(0);
    expect(still.width).toBeGreaterThan(20);
    expect(still.arc).toBe('80px, 200px');
    const turning = await spinnerWhileLoading('no-preference');
    expect(turning.running).toBeGreaterThan(0);
  }, 60_000);
});
