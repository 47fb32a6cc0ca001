import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';
import { taskShowPath } from '../../src/routes/paths';
import type { ThreadEntry } from '../../dataProvider/threadWireTypes';
import { sendJson } from './support/tickets';

const portal = portalForFile();

/** One of designer's orders awaiting inspection: the designer may write in its thread. */
async function designersOrder(): Promise<string> {
  const designer = await userIdOf(portal.server, 'designer');
  const task = (await stored(portal.server, 'designTasks')).find(
    (t) => t.designerId === designer && t.status === '2',
  );
  if (!task) throw new Error('no order of designer awaiting inspection');
  return task.id;
}

/** A message is a new entry of the order's thread: each drill writes its own text. */
function messageDrill(taskId: string, text: string): WriteDrill {
  const composer = (page: Page) => page.getByTestId('thread-composer');
  const field = (page: Page) => composer(page).getByLabel(uiText('app.orders.thread.message'));
  return {
    path: `/api/os/designTask/${taskId}/thread/message`,
    async prepare(page) {
      await signInAs(page, 'designer', undefined, { landing: taskShowPath(taskId) });
      await field(page).fill(text);
    },
    send: (page) => composer(page).getByTestId('thread-send').dblclick(),
    async expectInputKept(page) {
      expect(await field(page).inputValue()).toBe(text);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.orders.thread.sent'));
      await expect.poll(() => field(page).inputValue()).toBe('');
      await expect
        .poll(() => page.getByTestId('thread-message').filter({ hasText: text }).count())
        .toBe(1);
    },
    // Through the thread call: json-server's /__db knows only collections the seed has.
    records: async () => {
      const token = await portal.token('designer');
      const path = `/api/os/designTask/${taskId}/thread`;
      const entries = (await sendJson(portal.url, 'GET', path, token)).body.data as ThreadEntry[];
      return entries.filter((entry) => entry.content.includes(text)).length;
    },
  };
}

/** The message the designer types (numbered per drill). */
const TYPED_MESSAGE = '故障演练留言';

describe('a message in an order’s thread under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(
      portal,
      async () => messageDrill(await designersOrder(), `${TYPED_MESSAGE} ${n}`),
      fault,
    ),
  );
});
