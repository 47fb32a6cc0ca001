import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';

// A copy of the build, so that the test can publish a "new build" without touching dist/.
const dist = mkdtempSync(join(tmpdir(), 'portal-pwa-dist-'));
const portal = portalForFile(
  { PORTAL_DIST: dist },
  {
    beforeStart: () => cpSync(join(process.cwd(), 'dist'), dist, { recursive: true }),
    afterStop: () => rmSync(dist, { recursive: true, force: true }),
  },
);

/** Every URL in the page's caches (Cache Storage). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

/** The app bar's visible buttons and links that the offline banner lies over, named. */
async function barControlsUnderBanner(page: Page): Promise<string[]> {
  const banner = await page.getByTestId('offline-banner').boundingBox();
  if (!banner) throw new Error('no offline banner');
  return page
    .getByRole('banner')
    .locator('button, a[href]')
    .evaluateAll(
      (controls, over) =>
        controls.flatMap((control) => {
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return [];
          const apart =
            box.right <= over.x ||
            box.left >= over.x + over.width ||
            box.bottom <= over.y ||
            box.top >= over.y + over.height;
          const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
          return apart ? [] : [name.trim()];
        }),
      banner,
    );
}

/** A new build: index.html changes, and so does its revision in the service worker. */
function publishNewBuild() {
  const html = join(dist, 'index.html');
  writeFileSync(
    html,
    readFileSync(html, 'utf8').replace('</head>', '<meta name="build" content="2"></head>'),
  );
  const worker = join(dist, 'sw.js');
  const before = readFileSync(worker, 'utf8');
  const after = before.replace(/(url:\s*"index\.html",\s*revision:\s*")[^"]+"/, '$1second-build"');
  expect(after).not.toBe(before);
  writeFileSync(worker, after);
}

describe('installable portal', () => {
  it('caches the shell, prompts for a new build, and starts again without the server', async () => {
    const page = await portal.page({ as: 'designer', serviceWorkers: 'allow' });

    // The manifest of an installable app.
    const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await page.request.get(manifestHref ?? '');
    expect(manifest.headers()['content-type']).toContain('manifest+json');
    const body = (await manifest.json()) as { display: string; icons: { sizes: string }[] };
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toContain('512x512');

    // The worker is active; it holds the shell and hashed assets, never an API answer.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByTestId('side-menu').locator('[data-menu-code]').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/oss/'))).toEqual(
      [],
    );

    // A new build is announced; the user reloads into it.
    publishNewBuild();
    await page.reload();
    const prompt = page.getByTestId('update-prompt');
    await expect
      .poll(() => prompt.textContent(), { timeout: 20_000 })
      .toContain(uiText('app.chrome.update.available'));
    await prompt.getByRole('button', { name: uiText('app.chrome.update.reload') }).click();
    await expect
      .poll(() => page.locator('meta[name=build]').getAttribute('content'), { timeout: 20_000 })
      .toBe('2');

    // A second visit with the server stopped and the network gone: the shell, and the banner.
    await portal.server.stop();
    await page.context().setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('offline-banner').textContent(), { timeout: 20_000 })
      .toBe(uiText('app.chrome.offline.banner'));
    // The signed-in shell, from the cache: the app bar with its user menu.
    await page.getByRole('banner').locator('.user-menu').waitFor();
    await screenshot(page, 'pwa-offline-second-visit');

    // The workbench, reloaded offline: its orders could not be fetched, and it says so, with no
    // "No orders" and no page count beside it (issue 40, point 13).
    await page.goto('/order/workbench');
    await expect
      .poll(() => page.getByTestId('tasks-unavailable').textContent(), { timeout: 20_000 })
      .toBe(uiText('app.orders.unavailable_offline'));
    expect(await page.getByTestId('tasks-empty').count()).toBe(0);
    expect(await page.locator('.MuiTablePagination-root, .MuiPagination-root').count()).toBe(0);
    // The banner leaves every control of the app bar in view, on a laptop and on a phone.
    expect(await barControlsUnderBanner(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('offline-banner').waitFor();
    expect(await barControlsUnderBanner(page)).toEqual([]);
    await screenshot(page, 'pwa-offline-workbench-phone');
    await page.context().close();
  }, 120_000);
});
