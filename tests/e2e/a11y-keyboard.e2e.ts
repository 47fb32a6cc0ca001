import { describe, expect, it } from 'vitest';
import type { FileChooser, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { callApi } from './support/fakeApi';
import { tabTo, type FocusTarget } from './support/keyboard';
import { TASKS, tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { binaryStl, sha256 } from './support/stlFiles';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { confirmDialog } from './support/confirmStep';

const portal = portalForFile();

/** Tabs to the target, checks that the focus shows there, and presses `key` on it. */
async function press(page: Page, target: FocusTarget, key = 'Enter', backwards = false) {
  const focused = await tabTo(page, target, { backwards });
  expect({ target, indicated: focused.indicated }).toEqual({ target, indicated: true });
  await page.keyboard.press(key);
}

/**
 * Tabs to the CAD slot's button and presses Space, the other key of a button: headless Chromium
 * runs the click on Enter but opens no file chooser from it (a bare page with a button and a file
 * input does the same). Under the full suite's load the press was twice lost with the button
 * focused (not explained yet): the person presses again, and so does the test, at most 3 times.
 */
async function chooseByKeyboard(page: Page): Promise<FileChooser> {
  const button = page.getByTestId('slot-cad').getByRole('button', {
    name: uiText('app.upload.actions.choose'),
  });
  const choose = await tabTo(page, {
    selector: '[data-testid=slot-cad] button',
    text: uiText('app.upload.actions.choose'),
  });
  expect(choose.indicated).toBe(true);
  for (let attempt = 1; ; attempt += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 7_000 });
    await page.keyboard.press('Space');
    try {
      return await opened;
    } catch (error) {
      if (attempt === 3) throw error;
      // Pressed again only where the keyboard left the focus: the button itself.
      expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
    }
  }
}

/**
 * Presses Tab from the page's start until a grab button has the focus, Enter on the skip link to
 * the orders when it comes; the keys pressed, with what each focused.
 */
async function keysToFirstGrab(page: Page): Promise<string[]> {
  const skip = uiText('app.chrome.workbench.skip_to_orders');
  const grab = uiText('app.chrome.workbench.grab');
  const keys: string[] = [];
  while (keys.length < 40) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const inCard = element?.closest('[data-testid=task-card]') !== null;
      return { text: (element?.innerText ?? '').trim(), inCard };
    });
    keys.push(`Tab:${focused.text.slice(0, 20)}`);
    if (focused.inCard && focused.text === grab) return keys;
    if (focused.text === skip) {
      await page.keyboard.press('Enter');
      keys.push('Enter');
    }
  }
  return keys;
}

async function type(page: Page, selector: string, text: string) {
  await tabTo(page, { selector });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  it('signs in, grabs an order, uploads its CAD file and submits it, with no mouse', async () => {
    const page = await portal.page();
    // Any click of the test would be a mouse use: the page records them to prove there were none.
    await page.addInitScript(() => {
      window.addEventListener('mousedown', () => document.body.setAttribute('data-mouse', 'used'));
    });
    await page.goto('/login');
    // The account field takes the focus by itself, once the page has painted.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-account');
    await type(page, '#field-account', 'designer');
    await type(page, '#field-password', 'Designer1');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wel/index');

    await press(page, { selector: '[data-testid=side-menu] a[href="/order/workbench"]' });
    await page.waitForURL('**/order/workbench');
    const card = page
      .getByTestId('task-card')
      .filter({
        has: page.getByRole('button', {
          name: uiText('app.chrome.workbench.grab'),
          disabled: false,
        }),
      })
      .first();
    const taskId = String(await card.getAttribute('data-task-id'));
    const orderNo = String(await card.getByTestId('task-order-no').textContent());
    // From the page's start, its skip link leads past the bar, the menu, the tags and the filters
    // to the orders: a few keys to the first grab, not 37 Tabs (issue 40, point 14).
    await page.reload();
    await card.waitFor();
    const keys = await keysToFirstGrab(page);
    expect(keys.length, keys.join(' ')).toBeLessThanOrEqual(10);
    const grab = await page.evaluate(() => {
      const focused = document.activeElement;
      return {
        card: focused?.closest('[data-task-id]')?.getAttribute('data-task-id'),
        shown: focused?.classList.contains('Mui-focusVisible'),
      };
    });
    expect(grab).toEqual({ card: taskId, shown: true });
    await page.keyboard.press('Enter');
    // The grab asks first (type, units, deadline); its confirm button takes the focus.
    await confirmDialog(page).waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.done.grab'));

    // The focus is not lost with the grabbed card: it is on the page's heading (issue 40).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // The grabbed order is in progress: the tabs are chosen with the arrow keys.
    await tabTo(page, { selector: '[data-testid=tab-grab]' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByTestId('tab-progress').and(page.locator('[aria-selected=true]')).waitFor();
    // The tab answers at once and its list follows (a deferred render, then a fetch): the person
    // sees the grab list go and the order come back under 进行中 before tabbing to it.
    const grabbedCard = page.locator(`[data-task-id="${taskId}"]`);
    await expect
      .poll(() =>
        grabbedCard.getByRole('button', { name: uiText('app.chrome.workbench.grab') }).count(),
      )
      .toBe(0);
    await grabbedCard.locator('a').first().waitFor({ state: 'visible' });
    await press(page, { selector: `[data-task-id="${taskId}"] a` });
    await page.waitForURL(`**/tasks/${taskId}/show`);
    await press(page, { selector: '[data-testid=upload-link]' });
    await page.waitForURL(`**/order/task/${taskId}/upload`);
    await page.getByTestId('task-upload').waitFor();

    const stl = binaryStl(1, 11);
    // The page's own loads first: a button re-rendered between Space's keydown and keyup is
    // never clicked.
    await page.waitForLoadState('networkidle');
    const chooser = await chooseByKeyboard(page);
    await chooser.setFiles({ name: `${orderNo}.stl`, mimeType: 'model/stl', buffer: stl });
    await page.getByTestId('slot-cad').getByTestId('task-file').waitFor({ timeout: 60_000 });
    await type(page, '#crown-full', '2');
    await type(page, '#crown-inner', '1');
    // Counts other than the tooth chart's need a reason (issue 24), typed like the rest.
    await type(page, '#crown-count-reason', 'one coping added');

    await press(page, { selector: `a[href="/tasks/${taskId}/show"]` }, 'Enter', true);
    await page.waitForURL(`**/tasks/${taskId}/show`);
    await press(page, { selector: 'button', text: uiText('app.orders.actions.submit') });
    // The submit asks first; its confirm button takes the focus.
    await confirmDialog(page).waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.done.submit'));
    await screenshot(page, 'keyboard-submitted');

    const designer = await tokenOf(portal.url, 'designer', 'Designer1');
    const { body } = await callApi(portal.url, 'GET', `${TASKS}/${taskId}/detail`, {
      token: designer,
    });
    expect(body.data).toMatchObject({
      status: '2',
      submittedFullCrownCount: 2,
      submittedInnerCrownCount: 1,
    });
    const files = await callApi(portal.url, 'GET', `${TASKS}/${taskId}/uploadFiles`, {
      token: designer,
    });
    expect(files.body.data).toEqual([expect.objectContaining({ hashValue: sha256(stl) })]);
    expect(await page.locator('body').getAttribute('data-mouse')).toBeNull();
    await page.context().close();
  }, 180_000);
});
