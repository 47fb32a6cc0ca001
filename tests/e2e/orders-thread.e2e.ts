import { describe, expect, it } from 'vitest';
import type { ThreadEntry } from '../../dataProvider/threadWireTypes';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { notification } from './support/portalPage';
import { taskCard, taskPage, tokenOf } from './support/orders';
import { sendJson } from './support/tickets';
import { PATHS, listPath, taskShowPath } from '../../src/routes/paths';
import { setHidden, unreadBell } from './support/backgroundTab';
import { returnWithReason } from './support/qcViewer';

const portal = portalForFile();

/** What the designer and the inspector type. */
const TYPED = { message: '21 号牙的边缘线请再确认', reason: '近中边缘不密合' };
// A 1×1 transparent PNG: the designer's screenshot.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Designer's orders awaiting inspection (the seed has several): the tests take one each. */
async function designersOrdersInQc() {
  const designer = await tokenOf(portal.url, 'designer', 'Designer1');
  const rows = (await taskPage(portal.url, designer, { tab: 'inspection' })).records;
  const waiting = rows.filter((row) => row.status === '2');
  if (waiting.length < 2) throw new Error('the seed has too few orders of designer in QC');
  return waiting;
}

async function threadAsDesigner(taskId: string): Promise<ThreadEntry[]> {
  const token = await portal.token('designer');
  const answer = await sendJson(portal.url, 'GET', `/api/os/designTask/${taskId}/thread`, token);
  return answer.body.data as ThreadEntry[];
}

describe('the conversation on an order (issue 25)', () => {
  it('a designer’s message with an attachment reaches support; support’s canned answer reads in English', async () => {
    const [order] = await designersOrdersInQc();
    const designer = await portal.page({
      as: 'designer',
      language: 'en',
      landing: taskShowPath(order.id),
    });
    const en = (key: Parameters<typeof uiText>[0], values = {}) => uiText(key, values, 'en');
    const composer = designer.getByTestId('thread-composer');
    await composer.getByLabel(en('app.orders.thread.message')).fill(TYPED.message);
    await composer.getByTestId('attachment-input').setInputFiles({
      name: 'margin.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await composer.getByTestId('attachment').filter({ hasText: 'margin.png' }).waitFor();
    await expect.poll(() => composer.getByText(en('app.tickets.form.uploading')).count()).toBe(0);
    // A double click sends one message.
    await composer.getByTestId('thread-send').dblclick();
    await expect
      .poll(() => notification(designer).textContent())
      .toContain(en('app.orders.thread.sent'));
    const sent = (await threadAsDesigner(order.id)).filter((entry) => entry.kind === 'message');
    expect(sent).toHaveLength(1);
    expect(sent[0].attachList.map((file) => file.fileName)).toEqual(['margin.png']);

    // Support sees the unread thread on the queue row, then reads it on the order.
    const support = await portal.page({ as: 'support', landing: listPath('qcQueue') });
    const row = support.locator('tr').filter({ hasText: order.orderNo });
    await expect
      .poll(() => row.getByTestId('thread-unread').getAttribute('data-count'), { timeout: 15_000 })
      .toBe('1');
    await row.getByText(order.orderNo).click();
    await support.waitForURL(`**${taskShowPath(order.id)}`);
    const message = support.getByTestId('thread-message').filter({ hasText: TYPED.message });
    await message.waitFor();
    expect(await message.getAttribute('data-unread')).toBe('true');
    expect(await message.getByRole('link', { name: 'margin.png' }).getAttribute('href')).toMatch(
      /^http/,
    );
    const supportToken = await portal.token('support');
    const feed = async () =>
      (await sendJson(portal.url, 'GET', '/api/os/message/feed', supportToken)).body.data as {
        threads: Record<string, number>;
      };
    await expect.poll(async () => (await feed()).threads[order.id]).toBeUndefined();

    // Support answers with a canned answer: the designer's open page shows it in English.
    const supportComposer = support.getByTestId('thread-composer');
    await supportComposer.getByTestId('thread-canned-select').click();
    await support
      .getByRole('option', { name: uiText('app.orders.thread.answers.marginRedone') })
      .click();
    await supportComposer.getByTestId('thread-send').click();
    await support
      .getByTestId('thread-canned')
      .filter({ hasText: uiText('app.orders.thread.answers.marginRedone') })
      .waitFor();
    const canned = designer
      .getByTestId('thread-canned')
      .filter({ hasText: en('app.orders.thread.answers.marginRedone') });
    await canned.waitFor({ timeout: 15_000 });

    // The bell carries the answer, with a link to the order (the app bar hides while scrolled).
    await designer.evaluate(() => window.scrollTo(0, 0));
    await designer.getByTestId('notifications').click();
    const item = designer.getByTestId('notification-item').first();
    expect(await item.textContent()).toContain(
      en('app.notifications.event.threadAnswer', { orderNo: order.orderNo }),
    );
    expect(await item.getAttribute('href')).toBe(taskShowPath(order.id));
  }, 60_000);

  it('support returns an order: the designer’s background tab shows the alert and the unread thread within 15 s, without a reload', async () => {
    const [, order] = await designersOrdersInQc();
    const designer = await portal.page({ as: 'designer', landing: PATHS.workbench });
    await designer.getByTestId('tab-inspection').click();
    const card = taskCard(designer, order.orderNo);
    await card.waitFor();
    expect(await card.getByTestId('thread-unread').count()).toBe(0);
    await expect.poll(unreadBell(designer), { timeout: 15_000 }).not.toBeNull();
    const bellBefore = Number(await unreadBell(designer)());
    await designer.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Another tab comes to the front: the workbench is a background tab now.
    const otherTab = await designer.context().newPage();
    await otherTab.goto(`${portal.url}${PATHS.login}`);
    await otherTab.bringToFront();
    await setHidden(designer, true);

    const support = await portal.page({ as: 'support', landing: taskShowPath(order.id) });
    await returnWithReason(support, TYPED.reason);
    const returnedAt = Date.now();

    await expect.poll(unreadBell(designer), { timeout: 15_000 }).toBe(String(bellBefore + 1));
    await expect
      .poll(() => card.getByTestId('thread-unread').getAttribute('data-count'), {
        timeout: 15_000,
      })
      .toBe('1');
    expect(Date.now() - returnedAt).toBeLessThan(15_000);
    expect(await designer.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
    expect(await designer.evaluate(() => document.visibilityState)).toBe('hidden');

    // In front again, the designer opens the order from the bell (the workbench has refreshed:
    // a returned order is no longer under inspection): the return is news in its thread, then read.
    await setHidden(designer, false);
    await designer.bringToFront();
    await designer.evaluate(() => window.scrollTo(0, 0));
    await designer.getByTestId('notifications').click();
    await designer
      .getByTestId('notification-item')
      .filter({ hasText: order.orderNo })
      .first()
      .click();
    await designer.waitForURL(`**${taskShowPath(order.id)}`);
    const event = designer
      .getByTestId('thread-event')
      .filter({ hasText: uiText('app.orders.thread.events.qcReturn', { name: '' }).trim() });
    await event.waitFor();
    expect(await event.getAttribute('data-unread')).toBe('true');
    const designerToken = await portal.token('designer');
    await expect
      .poll(async () => {
        const answer = await sendJson(portal.url, 'GET', '/api/os/message/feed', designerToken);
        return (answer.body.data as { threads: Record<string, number> }).threads[order.id];
      })
      .toBeUndefined();
  }, 60_000);
});
