import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { taskPage, tokenOf } from './support/orders';
import { sendJson } from './support/tickets';
import { PATHS, taskShowPath } from '../../src/routes/paths';
import { setHidden, unreadBell } from './support/backgroundTab';
import { returnWithReason } from './support/qcViewer';

const portal = portalForFile();

const FEED = '/api/os/message/feed';
/** What the inspector types as the reason of the return. */
const TYPED = { reason: '近中边缘不密合' };
/** The seed gives designer two unread events (fake-api/seed/notifications.ts). */
const SEEDED_UNREAD = 2;

/** One of designer's orders awaiting inspection, as support's queue lists it. */
async function designersOrderInQc() {
  const designer = await tokenOf(portal.url, 'designer', 'Designer1');
  const [task] = (await taskPage(portal.url, designer, { tab: 'inspection' })).records.filter(
    (row) => row.status === '2',
  );
  if (!task) throw new Error('the seed has no order of designer awaiting inspection');
  return task;
}

describe('the notification centre (issue 25)', () => {
  it('at 375x812 the unread count is on the app bar, without opening any sheet (issue 40)', async () => {
    // First of the file: the seed's unread events are still unread. Signed in at the desktop size (the harness waits for the side menu), then a phone's.
    const phone = await portal.page({ as: 'designer', landing: PATHS.workbench });
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.getByTestId('bar-actions').waitFor();
    // On the bar itself, in the window, its badge showing the count and its name saying it.
    const bell = phone.getByRole('banner').getByTestId('notifications');
    await bell.waitFor();
    const unread = String(SEEDED_UNREAD);
    await expect.poll(() => bell.getByText(unread, { exact: true }).isVisible()).toBe(true);
    expect(await bell.getAttribute('aria-label')).toBe(
      uiText('app.notifications.bell_unread', { count: unread }),
    );
    const barBox = await bell.boundingBox();
    expect(barBox && barBox.x >= 0 && barBox.x + barBox.width <= 375).toBe(true);
    // Not repeated in the tools sheet.
    await phone.getByTestId('bar-actions').click();
    const sheet = phone.getByTestId('bar-actions-sheet');
    await sheet.getByTestId('customer-service').waitFor();
    expect(await sheet.getByTestId('notifications').count()).toBe(0);
    await phone.keyboard.press('Escape');
    await sheet.getByTestId('customer-service').waitFor({ state: 'hidden' });

    await bell.click();
    const list = phone.getByTestId('notification-list');
    await list.waitFor();
    expect(await list.getByRole('heading', { level: 2 }).textContent()).toBe(
      uiText('app.notifications.title'),
    );
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }, 60_000);

  it('a return reaches the designer’s background tab within 15 s, without a reload; opening it marks it read', async () => {
    const designer = await portal.page({ as: 'designer', landing: PATHS.workbench });
    const feedCalls: number[] = [];
    designer.on('request', (request) => {
      if (request.url().includes(FEED)) feedCalls.push(Date.now());
    });
    await expect.poll(unreadBell(designer), { timeout: 15_000 }).toBe(String(SEEDED_UNREAD));

    // Another tab of the designer's comes to the front: the workbench is now a background tab.
    const otherTab = await designer.context().newPage();
    await otherTab.goto(`${portal.url}${PATHS.login}`);
    await otherTab.bringToFront();
    // Headless Chromium still reports a tab behind another as visible: the page is told it is
    // hidden, as a browser tells a background tab (react-query stops a poll without
    // refetchIntervalInBackground on exactly this).
    await setHidden(designer, true);
    expect(await designer.evaluate(() => document.visibilityState)).toBe('hidden');

    // Support, in a browser context of its own, returns one of designer's orders.
    const task = await designersOrderInQc();
    const support = await portal.page({ as: 'support', landing: taskShowPath(task.id) });
    await returnWithReason(support, TYPED.reason);
    const returnedAt = Date.now();
    const callsBefore = feedCalls.filter((time) => time <= returnedAt).length;

    await expect.poll(unreadBell(designer), { timeout: 15_000 }).toBe(String(SEEDED_UNREAD + 1));
    expect(Date.now() - returnedAt).toBeLessThan(15_000);
    // The feed keeps coming while the other tab is in front: two more rounds of it.
    await expect
      .poll(() => feedCalls.length - callsBefore, { timeout: 30_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(3);
    expect(designer.url()).toContain(PATHS.workbench);

    await setHidden(designer, false);
    await designer.bringToFront();
    await designer.getByTestId('notifications').click();
    const list = designer.getByTestId('notification-list');
    const item = list.getByTestId('notification-item').first();
    await item.waitFor();
    expect(await item.textContent()).toContain(
      uiText('app.notifications.event.qcReturn', { orderNo: task.orderNo }),
    );
    expect(await item.getAttribute('href')).toBe(taskShowPath(task.id));
    expect(await item.getAttribute('data-read')).toBe('false');

    await item.click();
    await designer.waitForURL(`**${taskShowPath(task.id)}`);
    await expect.poll(unreadBell(designer)).toBe(String(SEEDED_UNREAD));
    await designer.getByTestId('notifications').click();
    await expect
      .poll(() => list.getByTestId('notification-item').first().getAttribute('data-read'))
      .toBe('true');

    await list.getByRole('button', { name: uiText('app.notifications.mark_all_read') }).click();
    await expect.poll(unreadBell(designer)).toBe('0');
    // Last: a full-page screenshot resizes the viewport, and the list then closed at times (seen
    // in 2 of 3 runs of this file on a loaded machine, never by a person's hand).
    await screenshot(designer, 'notifications-list');
  }, 120_000);

  it('desktop alerts: asked for only on the user’s click, shown behind exocad, off per type respected', async () => {
    const designer = await portal.page({ as: 'designer', landing: PATHS.workbench });
    // Records what the page asks of the browser's Notification API (the real one still runs).
    await designer.addInitScript(() => {
      const Original = window.Notification;
      const record = { shown: [] as string[], asked: 0 };
      Object.assign(window, { desktopRecord: record });
      class Recorded extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          record.shown.push(options?.body ?? '');
        }
      }
      Object.defineProperty(Recorded, 'permission', { get: () => Original.permission });
      Object.defineProperty(Recorded, 'requestPermission', {
        value: () => {
          record.asked += 1;
          return Original.requestPermission();
        },
      });
      window.Notification = Recorded;
    });
    const recorded = () =>
      designer.evaluate(
        () =>
          (window as unknown as { desktopRecord: { shown: string[]; asked: number } })
            .desktopRecord,
      );
    await designer.reload();
    await expect.poll(unreadBell(designer), { timeout: 15_000 }).not.toBeNull();
    expect((await recorded()).asked, 'never asked on load').toBe(0);

    // The list says why, and asks only when the user clicks.
    await designer.getByTestId('notifications').click();
    const settings = designer.getByTestId('desktop-alerts');
    expect(await settings.getAttribute('data-permission')).toBe('default');
    expect(await settings.textContent()).toContain(uiText('app.notifications.desktop.why'));
    await settings
      .getByRole('button', { name: uiText('app.notifications.desktop.turn_on') })
      .click();
    await expect.poll(async () => (await recorded()).asked).toBe(1);

    // The browser allows it (the user said yes); qcFail is turned off, the rest stay on.
    await designer.context().grantPermissions(['notifications'], { origin: portal.url });
    await designer.reload();
    await designer.getByTestId('notifications').click();
    await expect.poll(() => settings.getAttribute('data-permission')).toBe('granted');
    const failSwitch = settings.getByRole('switch', {
      name: uiText('app.notifications.desktop.types.qcFail'),
    });
    await failSwitch.uncheck();
    await designer.keyboard.press('Escape');
    const before = Number(await unreadBell(designer)());
    await setHidden(designer, true);

    // Support fails the order, then returns it: one alert, for the return only.
    const task = await designersOrderInQc();
    const support = await tokenOf(portal.url, 'support', 'Support1');
    const reasons = [{ category: 'margin', severity: 'minor', text: '' }];
    const fail = await sendJson(
      portal.url,
      'POST',
      `/api/os/designTask/qc/fail?id=${task.id}`,
      support,
      { reasons },
    );
    expect(fail.body.code).toBe(200);
    await expect.poll(unreadBell(designer), { timeout: 15_000 }).toBe(String(before + 1));
    const ret = await sendJson(
      portal.url,
      'POST',
      `/api/os/designTask/qc/return?id=${task.id}`,
      support,
      { reasons },
    );
    expect(ret.body.code).toBe(200);
    await expect.poll(unreadBell(designer), { timeout: 15_000 }).toBe(String(before + 2));
    await expect
      .poll(async () => (await recorded()).shown)
      .toEqual([uiText('app.notifications.event.qcReturn', { orderNo: task.orderNo })]);
  }, 120_000);
});
