import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../i18n/languages';
import { screenshot } from './support/browser';
import { textIn, uiSource, uiText } from './support/catalog';
import { confirmDialog } from './support/confirmStep';
import { portalForFile } from './support/harness';
import { taskCard } from './support/orders';
import { notification } from './support/portalPage';
import { sendJson } from './support/tickets';
import { PATHS } from '../../src/routes/paths';
import { setHidden, unreadBell } from './support/backgroundTab';

const portal = portalForFile();

const FEED = '/api/os/message/feed';
/** A coping: designer and mainacct passed it; newbie1 passed nothing yet. */
const COPING = '2';

/** The loser's toast: the server's refusal code, said in the portal's words (issue 40). */
const lost = (language: Language) => textIn(language)('app.refusal.task_taken');

interface Seat {
  page: Page;
  language: Language;
  /** Bodies of the desktop notifications the page created. */
  shown: () => Promise<string[]>;
  /** When each feed answer arrived. */
  feedAnswers: number[];
}

/**
 * A signed-in workbench whose desktop notifications are allowed and recorded (the real API
 * still runs), behind other windows; `off` turns the new-pool-order switch off first.
 */
async function seat(
  as: 'designer' | 'mainacct' | 'newbie1',
  language: Language,
  off = false,
): Promise<Seat> {
  const landing = as === 'newbie1' ? PATHS.welcome : PATHS.workbench;
  const page = await portal.page({ as, language, landing });
  await page.context().grantPermissions(['notifications'], { origin: portal.url });
  await page.addInitScript(() => {
    const Original = window.Notification;
    const shown: string[] = [];
    Object.assign(window, { desktopShown: shown });
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(options?.body ?? '');
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Original.permission });
    window.Notification = Recorded;
  });
  const feedAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(FEED)) feedAnswers.push(Date.now());
  });
  await page.reload();
  await expect.poll(unreadBell(page), { timeout: 15_000 }).not.toBeNull();
  if (off) {
    await page.getByTestId('notifications').click();
    const settings = page.getByTestId('desktop-alerts');
    await expect.poll(() => settings.getAttribute('data-permission')).toBe('granted');
    const newOrders = settings.getByRole('switch', {
      name: uiText('app.notifications.desktop.types.newPoolOrder', {}, language),
    });
    await newOrders.uncheck();
    expect(await newOrders.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
  }
  await setHidden(page, true);
  const shown = () =>
    page.evaluate(() => (window as unknown as { desktopShown: string[] }).desktopShown);
  return { page, language, shown, feedAnswers };
}

describe('fair pool alerts (issue 25)', () => {
  it('a new pool order reaches both qualified designers and not the unqualified one; one grab wins, the other is told plainly', async () => {
    // A reads English and turned new-order desktop alerts off; B reads Chinese; C (Turkish) is
    // not qualified.
    const a = await seat('designer', 'en', true);
    const b = await seat('mainacct', 'zh');
    const c = await seat('newbie1', 'tr');
    const before = await Promise.all([a, b, c].map(({ page }) => unreadBell(page)()));

    const support = await portal.token('support');
    const created = await sendJson(portal.url, 'POST', '/api/os/designTask/pool/create', support, {
      dentureType: COPING,
    });
    expect(created.body.code).toBe(200);
    const order = created.body.data as { orderNo: string };
    const createdAt = Date.now();

    // Within 15 s, without a reload: in A's and B's bell, and in their pool.
    await Promise.all(
      [a, b].map(async ({ page }, index) => {
        await expect
          .poll(unreadBell(page), { timeout: 15_000 })
          .toBe(String(Number(before[index]) + 1));
        await taskCard(page, order.orderNo).waitFor({ timeout: 5_000 });
      }),
    );
    expect(Date.now() - createdAt).toBeLessThan(15_000);
    // C's feed answered after the whole window had passed, and brought nothing.
    await expect
      .poll(() => c.feedAnswers.filter((time) => time > createdAt + 2_500).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await unreadBell(c.page)()).toBe(before[2]);

    // B was alerted on the desktop; A, who switched the type off, was not.
    await expect
      .poll(async () => (await b.shown()).some((body) => body.includes(order.orderNo)))
      .toBe(true);
    expect((await a.shown()).filter((body) => body.includes(order.orderNo))).toEqual([]);

    // The bell entry names the order and leads to the pool.
    for (const { page, language } of [a, b]) {
      await setHidden(page, false);
      await page.bringToFront();
      await page.getByTestId('notifications').click();
      const item = page.getByTestId('notification-list').getByTestId('notification-item').first();
      await expect.poll(() => item.textContent()).toContain(order.orderNo);
      expect(await item.getAttribute('href')).toBe(PATHS.workbench);
      await page.keyboard.press('Escape');
      await screenshot(page, `pool-alerts-bell-${language}`);
    }

    // Both grab at once: exactly one wins; the other reads the plain refusal in its language.
    for (const { page, language } of [a, b]) {
      await taskCard(page, order.orderNo)
        .getByRole('button', { name: textIn(language)('app.orders.actions.grab') })
        .click();
      await confirmDialog(page).waitFor();
    }
    await Promise.all(
      [a, b].map(({ page, language }) =>
        confirmDialog(page)
          .getByRole('button', { name: textIn(language)('ra.action.confirm') })
          .click(),
      ),
    );
    const outcomes = await Promise.all(
      [a, b].map(async ({ page, language }) => {
        await expect
          .poll(() => notification(page).textContent(), { timeout: 10_000 })
          .toMatch(
            new RegExp(
              `${uiSource('app.orders.done.grab', {}, language)}|${uiSource('app.refusal.task_taken', {}, language)}`,
            ),
          );
        return { page, language, text: (await notification(page).textContent()) ?? '' };
      }),
    );
    const winners = outcomes.filter(({ language, text }) =>
      text.includes(uiText('app.orders.done.grab', {}, language)),
    );
    expect(winners).toHaveLength(1);
    const loser = outcomes.find((outcome) => !winners.includes(outcome));
    if (!loser) throw new Error('no loser');
    expect(loser.text).toContain(lost(loser.language));
    await screenshot(loser.page, `pool-alerts-lost-${loser.language}`);
    // The lost order leaves the loser's pool.
    await expect.poll(() => taskCard(loser.page, order.orderNo).count()).toBe(0);

    // So that both languages are seen losing: the winner now loses one to overseas (type 2 too).
    const winner = outcomes.find((outcome) => outcome !== loser);
    if (!winner) throw new Error('no winner');
    const next = await sendJson(portal.url, 'POST', '/api/os/designTask/pool/create', support, {
      dentureType: COPING,
    });
    const second = next.body.data as { id: string; orderNo: string };
    await winner.page.reload();
    const grab = taskCard(winner.page, second.orderNo).getByRole('button', {
      name: textIn(winner.language)('app.orders.actions.grab'),
    });
    await grab.click();
    await confirmDialog(winner.page).waitFor();
    const overseas = await portal.token(['overseas', 'Overseas1']);
    const taken = await sendJson(
      portal.url,
      'POST',
      `/api/os/designTask/my/grab?id=${second.id}`,
      overseas,
    );
    expect(taken.body.code).toBe(200);
    await confirmDialog(winner.page)
      .getByRole('button', { name: textIn(winner.language)('ra.action.confirm') })
      .click();
    await expect
      .poll(() => notification(winner.page).textContent())
      .toContain(lost(winner.language));
    await expect.poll(() => taskCard(winner.page, second.orderNo).count()).toBe(0);
  }, 90_000);
});
