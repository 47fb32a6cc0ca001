import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { UPLOAD_TASK_ID } from '../../fake-api/seed/uploadTasks';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { FAULT_CASES, drillWrite, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { taskCard } from './support/orders';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';

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

const tasks = () => stored(server, 'designTasks');

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
      await loginAs(page, 'designer', 'Designer1');
      await page.goto('/order/workbench');
      await card(page).waitFor();
    },
    send: (page) => card(page).getByRole('button', { name: '抢单' }).dblclick(),
    async expectInputKept(page) {
      expect(await card(page).getByRole('button', { name: '抢单' }).isEnabled()).toBe(true);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('抢单成功');
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
  const designerId = await userIdOf(server, 'designer');
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
      await loginAs(page, 'designer', 'Designer1');
      await page.goto(`/tasks/${order.id}/show`);
      await page.getByTestId('task-actions').getByRole('button', { name: '退单' }).click();
      await reasonField(page).fill(reason);
    },
    send: (page) => dialog(page).getByRole('button', { name: '确定' }).dblclick(),
    async expectInputKept(page) {
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await reasonField(page).inputValue()).toBe(reason);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('订单已退回抢单池');
      await dialog(page).waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page.getByTestId('task-detail').getByTestId('task-status').first().textContent(),
        )
        .toBe('待接单');
    },
    records: async () =>
      (await stored(server, 'pointsEvents')).filter(
        (e) => e.kind === 'selfRefund' && e.taskId === order.id,
      ).length,
  };
}

const CASES = FAULT_CASES.map((fault, index) => [fault.name, fault, index] as const);

describe('a grab from the workbench under faults', () => {
  it.each(CASES)('%s', async (_, fault) => {
    const page = await browser.newPage();
    await drillWrite(
      page,
      server,
      grabDrill(await nextPoolOrder(), await userIdOf(server, 'designer')),
      fault,
    );
    await page.context().close();
  });
});

describe('returning an order with its reason under faults', () => {
  it.each(CASES)('%s', async (_, fault, index) => {
    const page = await browser.newPage();
    await drillWrite(
      page,
      server,
      returnDrill(await nextHeldOrder(), `故障演练退单 ${index + 1}`),
      fault,
    );
    await page.context().close();
  });
});
