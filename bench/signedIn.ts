import { chromium, type Page } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/browser';
import { uiText } from '../tests/e2e/support/catalog';
import { confirmDialog } from '../tests/e2e/support/confirmStep';
import { SEEDED, sessionState } from '../tests/e2e/support/signIn';
import type { BeforeRun } from './lighthouse';
import { median } from './stats';

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

/** The median of the runs that reported the interaction (undefined when none did), and how many. */
export interface ObservedMs {
  ms: number | undefined;
  observed: number;
}

export interface InpFigures {
  runs: number;
  grab: ObservedMs;
  tabSwitch: ObservedMs;
}

/**
 * The interaction to next paint of a confirmed grab (the click on the confirm dialog's button,
 * the step that sends the grab) and of a workbench tab switch, signed in, with the CPU slowed
 * down 4x (DevTools' mid-range phone): the longest event duration of each interaction, the
 * median of `runs` runs. A run whose click the page never saw counts as not observed, not 0 ms.
 */
export async function measureWorkbenchInp(baseUrl: string, runs = 5): Promise<InpFigures> {
  const browser = await openBrowser(baseUrl);
  try {
    const storageState = await sessionState(baseUrl, 'designer', SEEDED.designer);
    const page = await browser.newPage({ storageState, viewport: { width: 375, height: 812 } });
    await page.goto('/order/workbench');
    const pool = page.getByTestId('task-list-grab').getByTestId('task-card');
    await pool.first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await watchInteractions(page);
    const grabs: (number | undefined)[] = [];
    const tabSwitches: (number | undefined)[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.getByTestId('tab-progress').click();
      await page.getByTestId('task-list-progress').or(page.getByTestId('tasks-empty')).waitFor();
      tabSwitches.push(await lastInteraction(page));
      await page.getByTestId('tab-grab').click();
      await pool.first().or(page.getByTestId('tasks-empty')).first().waitFor();
      await lastInteraction(page);
      if (!(await pool.first().isVisible())) continue; // the pool is empty: no grab to time
      await pool
        .first()
        .getByRole('button', { name: uiText('app.orders.actions.grab') })
        .click();
      const confirm = confirmDialog(page).getByRole('button', {
        name: uiText('ra.action.confirm'),
      });
      await confirm.waitFor();
      await lastInteraction(page);
      await confirm.click();
      grabs.push(await lastInteraction(page));
      await confirmDialog(page).waitFor({ state: 'hidden' });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { runs, grab: observedMedian(grabs), tabSwitch: observedMedian(tabSwitches) };
  } finally {
    await browser.close();
  }
}

function observedMedian(values: (number | undefined)[]): ObservedMs {
  const observed = values.filter((value): value is number => value !== undefined);
  return { ms: observed.length > 0 ? median(observed) : undefined, observed: observed.length };
}

/** Event timings of 16 ms or more per interaction, and how many clicks the page received. */
async function watchInteractions(page: Page) {
  await page.evaluate(() => {
    const seen = { durations: {} as Record<number, number>, clicks: 0 };
    (window as unknown as { inp: typeof seen }).inp = seen;
    document.addEventListener('click', () => (seen.clicks += 1), true);
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[];
      for (const entry of entries) {
        if (!entry.interactionId) continue;
        seen.durations[entry.interactionId] = Math.max(
          seen.durations[entry.interactionId] ?? 0,
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

/**
 * The duration of the latest interaction once the browser has reported it, then forgets it.
 * Undefined when the page saw no click since the last call (nothing to time: not observed). A
 * click without an event timing took less than the observer's 16 ms threshold: 16, its bound.
 */
async function lastInteraction(page: Page): Promise<number | undefined> {
  await page.waitForTimeout(500);
  return page.evaluate((threshold) => {
    const seen = (
      window as unknown as { inp: { durations: Record<number, number>; clicks: number } }
    ).inp;
    const ids = Object.keys(seen.durations).map(Number);
    const clicks = seen.clicks;
    const value = ids.length > 0 ? seen.durations[Math.max(...ids)] : undefined;
    seen.durations = {};
    seen.clicks = 0;
    if (clicks === 0) return undefined;
    return value ?? threshold;
  }, 16);
}
