import type { Page } from 'playwright-core';

/**
 * The page's document says it is hidden (or visible again) and announces the change, as a
 * browser tells a tab behind another (the designer in exocad). Headless Chromium still reports
 * such a tab as visible, and react-query stops a poll without refetchIntervalInBackground on
 * exactly this.
 */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The bell's unread count as the page shows it, for expect.poll. */
export const unreadBell = (page: Page) => () =>
  page.getByTestId('notifications-unread').first().getAttribute('data-count');
