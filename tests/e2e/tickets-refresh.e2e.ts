import { describe, expect, it } from 'vitest';
import { notification } from './support/portalPage';
import { openService, sendJson, serviceDialog, tokenOf, typeInEditor } from './support/tickets';
import { portalForFile } from './support/harness';
import { uiSource, uiText } from './support/catalog';

const portal = portalForFile();

/** What the designer and customer service write. */
const SUBJECT = '列表应自动出现的新工单';
const TYPED = { content: '提交后列表里应能看到。', reply: '收到。' };

describe('an open ticket list', () => {
  it('shows a new work order at once, and a reply once the alert announces it', async () => {
    const page = await portal.page({ as: 'designer', landing: '/tickets' });
    const rows = page.getByTestId('ticket-list').locator('tbody tr');
    await rows.first().waitFor();
    expect(await page.getByTestId('ticket-list').textContent()).not.toContain(SUBJECT);

    await openService(page);
    const dialog = serviceDialog(page);
    await dialog
      .getByRole('button', { name: uiText('app.tickets.service.submit_work_order') })
      .click();
    const form = dialog.getByTestId('work-order-form');
    await form.locator('input[name=subject]').fill(SUBJECT);
    await typeInEditor(page, 'work-order-form', TYPED.content);
    await form
      .getByRole('button', { name: uiText('app.tickets.form.submit'), exact: true })
      .click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.tickets.form.success'));
    await dialog.getByRole('button', { name: uiText('app.chrome.topbar.close') }).click();
    const row = rows.filter({ hasText: SUBJECT });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('0');

    const designer = await tokenOf(portal.url, 'designer', 'Designer1');
    const list = await sendJson(
      portal.url,
      'GET',
      '/api/os/ticket/myList?current=1&size=50',
      designer,
    );
    const records = (list.body.data as { records: { id: string; subject: string }[] }).records;
    const id = records.find((ticket) => ticket.subject === SUBJECT)?.id;
    expect(id).toBeDefined();
    const support = await tokenOf(portal.url, 'support', 'Support1');
    const reply = await sendJson(portal.url, 'POST', `/api/os/ticket/${id}/reply`, support, {
      content: `<p>${TYPED.reply}</p>`,
      attachList: [],
    });
    expect(reply.body.code).toBe(200);
    await expect
      .poll(() => notification(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(uiSource('app.tickets.news', { smart_count: /\d+/ })));
    // No click, no reload: the alert's poll refreshed the list under it.
    await expect.poll(() => row.textContent()).toContain(uiText('app.tickets.read.unread'));
    await page.context().close();
  });
});
