import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';
import { openService, sendJson, serviceDialog, tokenOf, typeInEditor } from './support/tickets';

let server: PortalServer;
let browser: PortalBrowser;

beforeAll(async () => {
  server = await startPortal();
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SUBJECT = '列表应自动出现的新工单';

describe('an open ticket list', () => {
  it('shows a new work order at once, and a reply once the alert announces it', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await page.goto('/tickets');
    const rows = page.getByTestId('ticket-list').locator('tbody tr');
    await rows.first().waitFor();
    expect(await page.getByTestId('ticket-list').textContent()).not.toContain(SUBJECT);

    await openService(page);
    const dialog = serviceDialog(page);
    await dialog.getByRole('button', { name: '提交工单' }).click();
    const form = dialog.getByTestId('work-order-form');
    await form.locator('input[name=subject]').fill(SUBJECT);
    await typeInEditor(page, 'work-order-form', '提交后列表里应能看到。');
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => notification(page).textContent()).toContain('提交成功');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const row = rows.filter({ hasText: SUBJECT });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('0');

    const designer = await tokenOf(server.url, 'designer', 'Designer1');
    const list = await sendJson(
      server.url,
      'GET',
      '/api/os/ticket/myList?current=1&size=50',
      designer,
    );
    const records = (list.body.data as { records: { id: string; subject: string }[] }).records;
    const id = records.find((ticket) => ticket.subject === SUBJECT)?.id;
    expect(id).toBeDefined();
    const support = await tokenOf(server.url, 'support', 'Support1');
    const reply = await sendJson(server.url, 'POST', `/api/os/ticket/${id}/reply`, support, {
      content: '<p>收到。</p>',
      attachList: [],
    });
    expect(reply.body.code).toBe(200);
    await expect
      .poll(() => notification(page).textContent(), { timeout: 15_000 })
      .toContain('新工单消息');
    // No click, no reload: the alert's poll refreshed the list under it.
    await expect.poll(() => row.textContent()).toContain('未读');
    await page.context().close();
  });
});
