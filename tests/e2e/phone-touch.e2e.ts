import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';
import { portalForFile } from './support/harness';

const portal = portalForFile();

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } };
const TOUCH = { hasTouch: true, isMobile: true };

/** A one-finger drag through the DevTools protocol (Input.dispatchTouchEvent), as a phone sends. */
async function touchDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (step: number) => [
    { x: from.x + (dx * step) / 10, y: from.y + (dy * step) / 10, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('on a phone (375x812, touch)', () => {
  it('shows the grab pool as a list of cards, each with its grab button in reach', async () => {
    // Opened wide (the harness waits for the side menu), then narrowed to a phone.
    const page = await portal.page({ as: 'designer', landing: '/order/workbench', ...TOUCH });
    await page.setViewportSize(PHONE.viewport);
    const cards = page.getByTestId('task-list-grab').getByTestId('task-card');
    await cards.first().waitFor();
    const grab = cards.first().getByRole('button', { name: uiText('app.orders.actions.grab') });
    const box = await grab.boundingBox();
    expect(box).not.toBeNull();
    // Inside the window's width, and a thumb-sized target.
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await screenshot(page, 'phone-grab-pool');

    // Offline, a grab fails in front of the user and is not sent later (not queued).
    const grabs = () =>
      portal.server.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/my/grab'));
    const grabsBefore = grabs().length;
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    // The grab is confirmed first (issue 21: irreversible steps ask), then fails offline.
    await clickAndConfirm(page, grab);
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await screenshot(page, 'phone-grab-offline');
    await page.context().setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.waitForTimeout(1_500);
    expect(grabs().length).toBe(grabsBefore);
    await page.context().close();
  });

  it('turns the 3D model with a finger', async () => {
    const page = await portal.page(PHONE);
    await page.goto(`/stlView?stlUrl=${encodeURIComponent('/oss/demo/crown.stl')}`);
    await expect
      .poll(() => page.getByTestId('stl-viewer').getAttribute('data-status'))
      .toBe('ready');
    await expect
      .poll(() => page.getByTestId('stl-model').getAttribute('data-first-frame-ms'))
      .not.toBeNull();
    const canvas = page.getByTestId('stl-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const before = await canvas.screenshot();
    await touchDrag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 120, 40);
    // The camera orbits: the picture of the model changes, and stays changed once still.
    await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
    await screenshot(page, 'phone-viewer-turned');
    await page.context().close();
  });
});
