import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { stored } from './support/fakeState';
import { notification } from './support/portalPage';
import { openService, serviceDialog, typeInEditor } from './support/tickets';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';

const portal = portalForFile();

async function ticketsWithSubject(subject: string): Promise<number> {
  return (await stored(portal.server, 'tickets')).filter((ticket) => ticket.subject === subject)
    .length;
}

/** What the designer types: a subject (numbered per drill) and the body. */
const TYPED = { subject: '故障演练', body: '网格边缘有破洞，请协助检查。' };

function workOrderDrill(subject: string): WriteDrill {
  const form = (page: Page) => page.getByTestId('work-order-form');
  const body = TYPED.body;
  return {
    path: '/api/os/ticket/create',
    async prepare(page) {
      await signInAs(page, 'designer');
      await openService(page);
      await serviceDialog(page)
        .getByRole('button', { name: uiText('app.tickets.service.submit_work_order') })
        .click();
      await form(page).locator('input[name=subject]').fill(subject);
      await typeInEditor(page, 'work-order-form', body);
    },
    send: (page) =>
      form(page)
        .getByRole('button', { name: uiText('app.tickets.form.submit'), exact: true })
        .dblclick(),
    async expectInputKept(page) {
      expect(await form(page).locator('input[name=subject]').inputValue()).toBe(subject);
      expect(await form(page).locator('.ProseMirror').textContent()).toBe(body);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.tickets.form.success'));
      await expect.poll(() => form(page).locator('input[name=subject]').inputValue()).toBe('');
    },
    records: () => ticketsWithSubject(subject),
  };
}

describe('a new work order under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(portal, () => workOrderDrill(`${TYPED.subject} ${n}`), fault),
  );
});
