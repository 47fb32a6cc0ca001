import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { UPLOAD_TASK_ID } from '../../fake-api/seed/uploadTasks';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { FAULT_CASES, drillWrite, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { seedCadFile, taskCard } from './support/orders';
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

/** The first undispatched order `account` has in the design, of one of `types`: one per drill. */
async function nextOrderInDesign(account: string, types?: readonly string[]): Promise<DesignTask> {
  const holder = await userIdOf(server, account);
  const order = (await tasks()).find(
    (t) =>
      t.designerId === holder &&
      t.status === '1' &&
      t.subDispatchStatus === '0' &&
      (!types || types.includes(t.dentureType)) &&
      t.id !== UPLOAD_TASK_ID,
  );
  if (!order) throw new Error(`no order of ${account} left in the design`);
  return order;
}

/** The crown counts the page keeps for the submit (react-admin's store in localStorage). */
async function keptCrownCounts(page: Page, taskId: string): Promise<unknown> {
  return page.evaluate((suffix) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(suffix));
    return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : undefined;
  }, `.crownCounts.${taskId}`);
}

/**
 * A submit changes an order rather than adding a row: its record is the CAD version it files
 * (one a submit). The user's input is the crown counts typed on the upload page: they must stay
 * kept after a failure and reach the server with the retry.
 */
function submitDrill(order: DesignTask): WriteDrill {
  const status = (page: Page) =>
    page.getByTestId('task-detail').getByTestId('task-status').first().textContent();
  // Other than the order's own counts: a count typed over the same value changes nothing.
  const typed = {
    fullCrownCount: String(order.fullCrownCount + 1),
    innerCrownCount: String(order.innerCrownCount + 1),
  };
  return {
    path: `/api/os/designTask/${order.id}/submit`,
    async prepare(page) {
      await seedCadFile(server.url, order.id);
      await loginAs(page, 'designer', 'Designer1');
      await page.goto(`/order/task/${order.id}/upload`);
      await page.locator('#crown-full').fill(typed.fullCrownCount);
      await page.locator('#crown-inner').fill(typed.innerCrownCount);
      await page.getByRole('link', { name: '返回任务详情' }).click();
      await expect.poll(() => status(page)).toBe('设计中');
    },
    send: (page) => page.getByRole('button', { name: '提交质检' }).dblclick(),
    async expectInputKept(page) {
      expect(await keptCrownCounts(page, order.id)).toEqual(typed);
      expect(await page.getByRole('button', { name: '提交质检' }).isEnabled()).toBe(true);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('已提交质检');
      await expect.poll(() => status(page)).toBe('待质检');
      const submitted = (await tasks()).find((t) => t.id === order.id);
      expect([submitted?.submittedFullCrownCount, submitted?.submittedInnerCrownCount]).toEqual([
        order.fullCrownCount + 1,
        order.innerCrownCount + 1,
      ]);
    },
    records: async () =>
      (await stored(server, 'cadVersions')).filter((version) => version.taskId === order.id).length,
  };
}

/**
 * A dispatch changes an order: its record is "dispatched to subacct1", 0 before and 1 after; a
 * second dispatch of a dispatched order is refused by the fake API (already dispatched).
 */
function dispatchDrill(order: DesignTask, subId: string): WriteDrill {
  const card = (page: Page) => taskCard(page, order.orderNo);
  const dialog = (page: Page) => page.getByRole('dialog');
  const target = (page: Page) => page.locator('#dispatch-target');
  return {
    path: '/api/os/designTask/my/setSubDesigner',
    async prepare(page) {
      await loginAs(page, 'mainacct', 'Mainacct1');
      await page.goto('/order/workbench');
      await page.getByTestId('tab-progress').click();
      await card(page).getByRole('button', { name: '派单', exact: true }).click();
      await target(page).click();
      await page.getByRole('option', { name: /subacct1/ }).click();
      await expect.poll(() => target(page).textContent()).toContain('subacct1');
    },
    send: (page) => dialog(page).getByRole('button', { name: '确定' }).dblclick(),
    async expectInputKept(page) {
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await target(page).textContent()).toContain('subacct1');
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('派单成功');
      await dialog(page).waitFor({ state: 'hidden' });
      await expect
        .poll(() => card(page).getByTestId('dispatch-status').textContent())
        .toBe('已派单');
    },
    records: async () =>
      (await tasks()).filter(
        (t) => t.id === order.id && t.subDispatchStatus === '1' && t.subDesignerId === subId,
      ).length,
  };
}

// Types whose submit needs no printed DLP model (src/domain/submitRules.ts).
const NO_DLP_TYPES = ['1', '2', '3'];
const CASES = FAULT_CASES.map((fault) => [fault.name, fault] as const);

describe('a submit for inspection under faults', () => {
  it.each(CASES)('%s', async (_, fault) => {
    const page = await browser.newPage();
    await drillWrite(
      page,
      server,
      submitDrill(await nextOrderInDesign('designer', NO_DLP_TYPES)),
      fault,
    );
    await page.context().close();
  });
});

describe("a main account's dispatch to its sub-account under faults", () => {
  it.each(CASES)('%s', async (_, fault) => {
    const page = await browser.newPage();
    await drillWrite(
      page,
      server,
      dispatchDrill(await nextOrderInDesign('mainacct'), await userIdOf(server, 'subacct1')),
      fault,
    );
    await page.context().close();
  });
});
