import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../dataProvider/client/storageKeys';
import { PATHS } from '../../src/routes/paths';
import { portalForFile } from './support/harness';

// The browser tests hand a closed or finished context to the next visitor instead of starting a
// fresh one (support/contextPool.ts). Whoever comes next must find nothing of who was there.
const portal = portalForFile();

/** What a designer leaves behind in the tab. */
const LEFT = { key: 'portal-draft:left-behind', value: '没保存的草稿', database: 'left-behind' };

async function leaveTraces(page: Page) {
  await page.evaluate(async ({ key, value, database }) => {
    localStorage.setItem(key, value);
    sessionStorage.setItem(key, value);
    await new Promise((resolve, reject) => {
      const open = indexedDB.open(database);
      open.onsuccess = () => {
        open.result.close();
        resolve(undefined);
      };
      open.onerror = () => reject(open.error);
    });
  }, LEFT);
  await page.context().grantPermissions(['notifications'], { origin: portal.url });
  await page.route('**/api/**', (route) => route.abort());
  await page.setViewportSize({ width: 375, height: 700 });
  await page.context().setOffline(true);
}

async function tracesIn(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map(({ name }) => name),
    notifications: (await navigator.permissions.query({ name: 'notifications' })).state,
    online: navigator.onLine,
    width: innerWidth,
  }));
}

const accountIn = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { account?: string }).account,
    storageKeys.userInfo,
  );

describe('a browser context passed on between tests', () => {
  it('leaves a closed designer tab with nothing a visitor after them can find', async () => {
    const designer = await portal.page({ as: 'designer' });
    const used = designer.context();
    await leaveTraces(designer);
    await used.close();

    const visitor = await portal.page();
    expect(visitor.context()).toBe(used);
    expect(await visitor.context().cookies()).toEqual([]);
    expect(await tracesIn(visitor)).toEqual({
      local: 0,
      session: 0,
      databases: [],
      notifications: 'prompt',
      online: true,
      width: 1280,
    });
    // Signed out, with the network back: the portal sends the visitor to its login form.
    await visitor.goto(PATHS.root);
    await visitor.locator('#field-account').waitFor();
    expect(new URL(visitor.url()).pathname).toBe(PATHS.login);
  });

  it('never passes on a context whose pages ran a script of the test', async () => {
    const designer = await portal.page({ as: 'designer' });
    const scripted = designer.context();
    await designer.addInitScript(() => {
      (window as unknown as { planted: boolean }).planted = true;
    });
    await scripted.close();

    const next = await portal.page({ as: 'designer' });
    expect(next.context()).not.toBe(scripted);
    expect(await next.evaluate(() => 'planted' in window)).toBe(false);
  });
});

describe('a context a passed test left open', () => {
  let left: BrowserContext | undefined;

  it('is left open by the designer', async () => {
    const designer = await portal.page({ as: 'designer' });
    left = designer.context();
    expect(await accountIn(designer)).toBe('designer');
  });

  it('serves the next test signed in as its own person', async () => {
    const support = await portal.page({ as: 'support' });
    expect(support.context()).toBe(left);
    expect(await accountIn(support)).toBe('support');
    expect(await support.evaluate(() => sessionStorage.length)).toBe(0);
  });
});
