import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../fake-api/store/state';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { notification } from './support/portalPage';
import { typeInEditor } from './support/tickets';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';

const portal = portalForFile();

/** The designer's seeded work order waiting for an answer (fake-api/seed/tickets.ts). */
async function waitingTicket(): Promise<TicketRecord> {
  const owner = await userIdOf(portal.server, 'designer');
  const ticket = (await stored(portal.server, 'tickets')).find(
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
      await signInAs(page, 'designer', undefined, { landing: `/tickets/${ticketId}/show` });
      await page.getByTestId('ticket-show').waitFor();
      await typeInEditor(page, 'reply-box', text);
    },
    send: (page) =>
      box(page)
        .getByRole('button', { name: uiText('app.tickets.show.reply'), exact: true })
        .dblclick(),
    async expectInputKept(page) {
      expect(await box(page).locator('.ProseMirror').textContent()).toBe(text);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.tickets.show.reply_sent'));
      await expect.poll(() => box(page).locator('.ProseMirror').textContent()).toBe('');
      await expect
        .poll(() => page.getByTestId('ticket-reply').filter({ hasText: text }).count())
        .toBe(1);
    },
    records: async () =>
      (await stored(portal.server, 'ticketReplies')).filter(
        (reply) => reply.ticketId === ticketId && reply.content.includes(text),
      ).length,
  };
}

/** The reply the designer types (numbered per drill). */
const TYPED_REPLY = '故障演练回复';

describe('a reply to a work order under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(
      portal,
      async () => replyDrill((await waitingTicket()).id, `${TYPED_REPLY} ${n}`),
      fault,
    ),
  );
});
