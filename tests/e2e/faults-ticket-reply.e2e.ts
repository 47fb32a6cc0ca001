import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../fake-api/store/state';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { FAULT_CASES, drillWrite, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';
import { typeInEditor } from './support/tickets';

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

/** The designer's seeded work order waiting for an answer (fake-api/seed/tickets.ts). */
async function waitingTicket(): Promise<TicketRecord> {
  const owner = await userIdOf(server, 'designer');
  const ticket = (await stored(server, 'tickets')).find(
    (t) => t.userId === owner && t.status === '0',
  );
  if (!ticket) throw new Error('no waiting work order of designer');
  return ticket;
}

/** A reply is a new row of the ticket's conversation: each drill writes its own text. */
function replyDrill(ticketId: string, text: string): WriteDrill {
  const box = (page: Page) => page.getByTestId('reply-box');
  return {
    path: `/api/os/ticket/${ticketId}/reply`,
    async prepare(page) {
      await loginAs(page, 'designer', 'Designer1');
      await page.goto(`/tickets/${ticketId}/show`);
      await page.getByTestId('ticket-show').waitFor();
      await typeInEditor(page, 'reply-box', text);
    },
    send: (page) => box(page).getByRole('button', { name: '回复', exact: true }).dblclick(),
    async expectInputKept(page) {
      expect(await box(page).locator('.ProseMirror').textContent()).toBe(text);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('回复成功');
      await expect.poll(() => box(page).locator('.ProseMirror').textContent()).toBe('');
      await expect
        .poll(() => page.getByTestId('ticket-reply').filter({ hasText: text }).count())
        .toBe(1);
    },
    records: async () =>
      (await stored(server, 'ticketReplies')).filter(
        (reply) => reply.ticketId === ticketId && reply.content.includes(text),
      ).length,
  };
}

describe('a reply to a work order under faults', () => {
  it.each(FAULT_CASES.map((fault, index) => [fault.name, fault, index] as const))(
    '%s',
    async (_, fault, index) => {
      const page = await browser.newPage();
      const ticket = await waitingTicket();
      await drillWrite(page, server, replyDrill(ticket.id, `故障演练回复 ${index + 1}`), fault);
      await page.context().close();
    },
  );
});
