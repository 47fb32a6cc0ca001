import { chromium, type Page } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/browser';
import { uiText } from '../tests/e2e/support/catalog';
import { SEEDED, sessionState } from '../tests/e2e/support/signIn';
import type { BeforeRun } from './lighthouse';

/** Stores the designer's session (cookies and localStorage) in the Chromium at `port`. */
export function storeSession(baseUrl: string): BeforeRun {
  return async (port) => {
    const state = await sessionState(baseUrl, 'designer', SEEDED.designer);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('no default context');
      await context.addCookies(state.cookies);
      const page = await context.newPage();
      // An API address, not the app: the storage is written before any page code runs.
      await page.goto(`${baseUrl}/api/bench-storage`);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, state.origins[0]?.localStorage ?? []);
      await page.close();
    } finally {
      // Only the connection: the browser is Lighthouse's.
      await browser.close().catch(() => undefined);
    }
  };
}

export interface InpFigures {
  grabMs: number;
  tabSwitchMs: number;
}

/**
 * The interaction to next paint of a grab and of a workbench tab switch, signed in, with the CPU
 * slowed down 4x (DevTools' mid-range phone): the longest event duration of each interaction.
 */
export async function measureWorkbenchInp(baseUrl: string): Promise<InpFigures> {
  const browser = await openBrowser(baseUrl);
  try {
    const storageState = await sessionState(baseUrl, 'designer', SEEDED.designer);
    const page = await browser.newPage({ storageState, viewport: { width: 375, height: 812 } });
    await page.goto('/order/workbench');
    const grab = page.getByTestId('task-list-grab').getByTestId('task-card').first();
    await grab.waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await watchInteractions(page);
    await page.getByTestId('tab-progress').click();
    await page.getByTestId('task-list-progress').or(page.getByTestId('tasks-empty')).waitFor();
    const tabSwitchMs = await lastInteraction(page);
    await page.getByTestId('tab-grab').click();
    await grab.waitFor();
    await lastInteraction(page);
    await grab.getByRole('button', { name: uiText('app.orders.actions.grab') }).click();
    const grabMs = await lastInteraction(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { grabMs, tabSwitchMs };
  } finally {
    await browser.close();
  }
}

async function watchInteractions(page: Page) {
  await page.evaluate(() => {
    const durations: Record<number, number> = {};
    (window as unknown as { inp: Record<number, number> }).inp = durations;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[];
      for (const entry of entries) {
        if (!entry.interactionId) continue;
        durations[entry.interactionId] = Math.max(
          durations[entry.interactionId] ?? 0,
          entry.duration,
        );
      }
    }).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
}

/** The duration of the latest interaction, once the browser has reported it. */
async function lastInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const durations = (window as unknown as { inp: Record<number, number> }).inp;
    const ids = Object.keys(durations).map(Number);
    const last = Math.max(...ids);
    const value = durations[last] ?? 0;
    for (const id of ids) delete durations[id];
    return ids.length === 0 ? 0 : value;
  });
}
