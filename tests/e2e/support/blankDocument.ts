import type { BrowserContextOptions, Dialog, Page } from 'playwright-core';

/** A signed-in session as a context stores it: cookies, and localStorage per origin. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Opens a blank document of `origin`, served by the test itself (no portal load): where storage
 * of that origin is written or wiped. A page left with unsaved work asks before it unloads; the
 * test is done with it, so it leaves.
 */
export async function openBlank(page: Page, origin: string): Promise<void> {
  const blank = new URL('/__e2e-blank', origin).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  const leave = (dialog: Dialog) =>
    dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss();
  page.on('dialog', leave);
  try {
    await page.goto(blank);
  } finally {
    page.off('dialog', leave);
    await page.unroute(blank);
  }
}

/** Puts `state` in `page`'s context: its cookies, and its first origin's localStorage. */
export async function storeSession(page: Page, state: StorageState): Promise<void> {
  await page.context().addCookies(state.cookies);
  const [{ origin, localStorage: entries }] = state.origins;
  await openBlank(page, origin);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}
