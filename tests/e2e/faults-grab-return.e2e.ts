import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { UPLOAD_TASK_ID } from '../../fake-api/seed/uploadTasks';
import {
  FAULT_ROWS,
  drillInNewPage,
  offlineInNewPage,
  type WriteDrill,
} from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { taskCard } from './support/orders';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';

const portal = portalForFile();

const tasks = () => stored(portal.server, 'designTasks');

/** The first order left in the pool that `designer` is certified for: one per drill. */
async function nextPoolOrder(): Promise<DesignTask> {
  const grabbable = (await tasks()).filter(
    (t) => t.status === '0' && ['1', '2', '3'].includes(t.dentureType),
  );
  return grabbable[0];
}

/**
 * A grab changes an order rather than adding a row: its record is "the order is held by the
 * designer", 0 before and 1 after; a second grab would be refused by the fake API (taken), so
 * only a replay of the first call's answer lets the retry succeed.
 */
function grabDrill(order: DesignTask, designerId: string): WriteDrill {
  const card = (page: Page) => taskCard(page, order.orderNo);
  return {
    path: '/api/os/designTask/my/grab',
    async prepare(page) {
      await signInAs(page, 'designer', undefined, { landing: '/order/workbench' });
      await card(page).waitFor();
    },
    send: (page) =>
      clickAndConfirm(
        page,
        card(page).getByRole('button', { name: uiText('app.orders.tabs.grab') }),
        'dblclick',
      ),
    async expectInputKept(page) {
      expect(
        await card(page)
          .getByRole('button', { name: uiText('app.orders.tabs.grab') })
          .isEnabled(),
      ).toBe(true);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.orders.done.grab'));
      await expect.poll(() => card(page).count()).toBe(0);
    },
    records: async () =>
      (await tasks()).filter(
        (t) => t.id === order.id && t.status === '1' && t.designerId === designerId,
      ).length,
  };
}

/** The designer's first order in the design, the upload page's own left out: one per drill. */
async function nextHeldOrder(): Promise<DesignTask> {
  const designerId = await userIdOf(portal.server, 'designer');
  const held = (await tasks()).filter(
    (t) =>
      t.designerId === designerId &&
      t.status === '1' &&
      t.subDispatchStatus === '0' &&
      t.id !== UPLOAD_TASK_ID,
  );
  return held[0];
}

/**
 * Returning an order adds one row: the designer's self-refund in the points ledger. The reason
 * dialog must stay open with its text after a failure, so that its confirm retries.
 */
function returnDrill(order: DesignTask, reason: string): WriteDrill {
  const dialog = (page: Page) => page.getByRole('dialog');
  const reasonField = (page: Page) => page.locator('#cancel-reason');
  return {
    path: '/api/os/designTask/my/cancel',
    async prepare(page) {
      await signInAs(page, 'designer', undefined, { landing: `/tasks/${order.id}/show` });
      await page
        .getByTestId('task-actions')
        .getByRole('button', { name: uiText('app.orders.actions.cancel') })
        .click();
      await reasonField(page).fill(reason);
    },
    send: (page) =>
      dialog(page)
        .getByRole('button', { name: uiText('app.orders.actions.confirm') })
        .dblclick(),
    async expectInputKept(page) {
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await reasonField(page).inputValue()).toBe(reason);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.orders.done.cancel'));
      await dialog(page).waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page.getByTestId('task-detail').getByTestId('task-status').first().textContent(),
        )
        .toBe(uiText('app.orders.status.0'));
    },
    records: async () =>
      (await stored(portal.server, 'pointsEvents')).filter(
        (e) => e.kind === 'selfRefund' && e.taskId === order.id,
      ).length,
  };
}

describe('a grab from the workbench under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault) =>
    drillInNewPage(
      portal,
      async () => grabDrill(await nextPoolOrder(), await userIdOf(portal.server, 'designer')),
      fault,
    ),
  );
});

/** The return reason the designer types (data, not UI text). */
const TYPED_RETURN_REASON = '故障演练退单';

describe('returning an order with its reason under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(
      portal,
      async () => returnDrill(await nextHeldOrder(), `${TYPED_RETURN_REASON} ${n}`),
      fault,
    ),
  );
});

// After the returns: the designer's level allows 8 orders in progress, and the grab drills above
// reach it; the returns give room again.
describe('a grab while offline', () => {
  it('fails visibly, is not queued, and is sent once when back online', () =>
    offlineInNewPage(portal, async () =>
      grabDrill(await nextPoolOrder(), await userIdOf(portal.server, 'designer')),
    ));
});
