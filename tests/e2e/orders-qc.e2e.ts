import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { callApi } from './support/fakeApi';
import { TASKS, seedCadFile, taskCard, taskPage, tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import {
  DISPATCH_MESSAGES,
  TASK_MESSAGES,
  illegalMove,
} from '../../fake-api/messages/taskMessages';
import { clickAndConfirm } from './support/confirmStep';

const portal = portalForFile();

/** The reason the inspector sends. */
const TYPED_REASON = '边缘线不清晰';

/** The feed's poll (10 s) and the refetch it starts, with a margin for a busy machine. */
const ONE_FEED_INTERVAL = 15_000;

const status = (page: Page) => page.getByTestId('task-detail').getByTestId('task-status').first();

describe('quality inspection cycle', () => {
  it('submit, fail with a reason, rework, resubmit, pass: the designer sees each step', async () => {
    const designer = await tokenOf(portal.url, 'designer', 'Designer1');
    const support = await tokenOf(portal.url, 'support', 'Support1');
    const pool = await taskPage(portal.url, designer, { tab: 'grab', dentureType: '2' });
    const task = pool.records[0];
    const grab = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token: designer,
      query: { id: task.id },
    });
    expect(grab.status).toBe(200);

    const page = await portal.page({ as: 'designer', landing: `/tasks/${task.id}/show` });
    // No CAD file yet: refused at the click, before any dialog, in the server's words (issue 39).
    await page.getByRole('button', { name: uiText('app.orders.actions.submit') }).click();
    await expect.poll(() => notification(page).textContent()).toContain(TASK_MESSAGES.cadRequired);
    expect(await page.getByRole('dialog').count()).toBe(0);

    expect(await page.getByTestId('upload-link').getAttribute('href')).toBe(
      `/order/task/${task.id}/upload`,
    );
    await seedCadFile(portal.url, task.id);
    // The file was registered behind the page's back: the designer opens the order again.
    await page.reload();
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.2'));
    expect(await page.getByTestId('upload-link').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: uiText('app.orders.actions.submit') }).count(),
    ).toBe(0);

    const qc = (action: string, token: string, reasons?: string) =>
      callApi(portal.url, 'POST', `${TASKS}/qc/${action}`, {
        token,
        query: reasons ? { id: task.id, reasons } : { id: task.id },
      });
    expect((await qc('fail', designer, 'x')).status).toBe(403);
    expect((await qc('fail', support, TYPED_REASON)).body).toMatchObject({ code: 200 });
    const illegal = await callApi(portal.url, 'POST', `${TASKS}/${task.id}/submit`, {
      token: designer,
    });
    expect(illegal).toMatchObject({
      status: 400,
      body: { msg: illegalMove('submit', '4') },
    });
    expect((await qc('pass', support)).body.msg).toBe(illegalMove('pass', '4'));

    // The open page follows the order: the feed announces the verdict and the page turns,
    // with its remarks, within one feed interval and no reload.
    await expect
      .poll(() => status(page).textContent(), { timeout: ONE_FEED_INTERVAL })
      .toBe(uiText('app.orders.status.4'));
    const reasons = page.getByTestId('qc-reasons');
    expect(await reasons.textContent()).toContain(TYPED_REASON);
    // Failed: the designer reads that staff return it first, and has no action yet.
    expect(await reasons.textContent()).toContain(uiText('app.orders.detail.awaiting_return'));
    expect(
      await page.getByRole('button', { name: uiText('app.orders.actions.rework') }).count(),
    ).toBe(0);
    expect(
      await page.getByTestId('task-detail').getByTestId('task-rework').first().textContent(),
    ).toBe(uiText('app.orders.rework'));
    await screenshot(page, 'orders-qc-failed');

    expect((await qc('return', support)).status).toBe(200);
    await expect
      .poll(() => status(page).textContent(), { timeout: ONE_FEED_INTERVAL })
      .toBe(uiText('app.orders.status.5'));
    expect(await reasons.textContent()).toContain(uiText('app.orders.detail.rework_notice'));
    await page.getByRole('button', { name: uiText('app.orders.actions.rework') }).click();
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.6'));
    await page.getByTestId('upload-link').waitFor();
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.2'));
    expect((await qc('pass', support)).body.data).toMatchObject({ status: '3' });

    await page.goto('/order/workbench');
    await page.getByTestId('tab-history').click();
    const done = taskCard(page, task.orderNo);
    await done.waitFor();
    expect(await done.getByTestId('task-status').textContent()).toBe(uiText('app.orders.status.3'));
    expect(await done.getByTestId('task-rework').textContent()).toBe(uiText('app.orders.rework'));
    await done.getByRole('link', { name: uiText('app.orders.actions.detail') }).click();
    const versions = page.getByTestId('cad-version');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.first().textContent()).toContain(uiText('app.orders.status.3'));
    expect(await versions.last().textContent()).toContain(TYPED_REASON);

    // Failed, then returned to rework: one submission sent back, one loss in the points history.
    await page.goto('/wel/dashboard');
    const lines = page
      .getByTestId('points-ledger')
      .getByRole('row')
      .filter({ hasText: task.orderNo });
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain('-2');
    expect(await lines.first().textContent()).toContain(
      uiText('app.dashboard.ledger.verdict.fail'),
    );
    await page.context().close();
  });
});

describe('sub-account dispatch', () => {
  it('a main account dispatches to a sub-account, withdraws, dispatches to the pool; the sub-account takes it', async () => {
    const main = await tokenOf(portal.url, 'mainacct', 'Mainacct1');
    const task = (
      await taskPage(portal.url, main, { tab: 'progress', subDispatchStatus: '0', status: '1' })
    ).records[0];
    const page = await portal.page({ as: 'mainacct', landing: '/order/workbench' });
    await page.getByTestId('tab-progress').click();
    const card = taskCard(page, task.orderNo);
    await card.getByRole('button', { name: uiText('app.orders.actions.dispatch') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#dispatch-target').click();
    await page.getByRole('option', { name: /subacct1/ }).click();
    await dialog.getByRole('button', { name: uiText('app.orders.actions.confirm') }).click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.done.dispatch'));
    await expect
      .poll(() => card.getByTestId('dispatch-status').textContent())
      .toBe(uiText('app.orders.dispatch_status.1'));

    const sub1 = await tokenOf(portal.url, 'subacct1', 'Subacct1');
    const offered = await callApi(portal.url, 'GET', `${TASKS}/receiving/subPage`, { token: sub1 });
    const offeredIds = (offered.body.data as { records: { id: string }[] }).records.map(
      (r) => r.id,
    );
    expect(offeredIds).toContain(task.id);

    await clickAndConfirm(
      page,
      card.getByRole('button', { name: uiText('app.orders.actions.withdraw') }),
    );
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.done.withdraw'));
    await expect
      .poll(() => card.getByTestId('dispatch-status').textContent())
      .toBe(uiText('app.orders.dispatch_status.2'));

    await card.getByRole('button', { name: uiText('app.orders.actions.dispatch') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('app.orders.actions.confirm') })
      .click();
    await expect
      .poll(() => card.getByTestId('dispatch-status').textContent())
      .toBe(uiText('app.orders.dispatch_status.1'));
    const sent = portal.server
      .requests()
      .filter((r) => r.path.startsWith(`${TASKS}/my/`) && r.method !== 'PUT');
    expect(sent.map((r) => [r.method, r.path.slice(TASKS.length), r.query])).toEqual(
      expect.arrayContaining([
        ['POST', '/my/setSubDesigner', { id: task.id, subDesignerId: expect.any(String) }],
        ['GET', '/my/cancalResourcePool', { id: task.id }],
        ['GET', '/my/subResourcePool', { id: task.id }],
      ]),
    );
    await page.context().close();

    const subPage = await portal.page({ as: 'subacct1', landing: '/order/workbench' });
    await subPage.getByTestId('tab-received').click();
    await taskCard(subPage, task.orderNo)
      .getByRole('button', { name: uiText('app.orders.actions.receive') })
      .click();
    await expect
      .poll(() => notification(subPage).textContent())
      .toContain(uiText('app.orders.done.receive'));
    await subPage.getByTestId('tab-progress').click();
    await taskCard(subPage, task.orderNo).waitFor();
    await subPage.context().close();

    const withdraw = await callApi(portal.url, 'GET', `${TASKS}/my/cancalResourcePool`, {
      token: main,
      query: { id: task.id },
    });
    expect(withdraw.body.msg).toBe(DISPATCH_MESSAGES.already_received);
  });
});
