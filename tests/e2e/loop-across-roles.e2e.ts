import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../dataProvider/moneyWireTypes';
import type { CadVersion, DesignTask } from '../../dataProvider/wireTypes';
import { monthOf, orderPay } from '../../src/domain/billing';
import { orderUnits } from '../../src/domain/pricing';
import { formatDate, formatMoneyFen } from '../../src/domain/format';
import { DEPOSIT_FEN } from '../../src/domain/money';
import { listPath, settlementPath, taskShowPath, taskUploadPath } from '../../src/routes/paths';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { showDesignOnly } from './support/qcViewer';
import { clickAndConfirm, confirmDialog, confirmStep } from './support/confirmStep';
import { callApi } from './support/fakeApi';
import { stored } from './support/fakeState';
import { portalForFile } from './support/harness';
import {
  WITHDRAWAL_PAGE,
  askToCloseMonth,
  availableBalance,
  confirmWithdrawalButton,
  moveClockPast,
  previewWithdrawal,
} from './support/money';
import { TASKS, taskCard, taskPage } from './support/orders';
import { notification } from './support/portalPage';
import { binaryStl } from './support/stlFiles';
import { choose } from './support/taskUpload';
import { waitForMeshCheck } from './support/meshCheck';

const portal = portalForFile();
const V1 = { name: 'loop-crown-v1.stl', buffer: binaryStl(0.02, 101) };
const PAYMENT_REFERENCE = 'ICBC-LOOP-0421';
const V2 = { name: 'loop-crown-v2.stl', buffer: binaryStl(0.02, 202) };

const status = (page: Page) => page.getByTestId('task-detail').getByTestId('task-status').first();
const cadRow = (page: Page, name: string) =>
  page.getByTestId('slot-cad').getByTestId('task-file').filter({ hasText: name });

async function viewerReady(scope: Locator) {
  const viewer = scope.getByTestId('stl-viewer');
  await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
  return viewer;
}

/** newbie1 applies for full crowns; support approves (confirmed); newbie1 signs online. */
async function qualifyAndSign(newbie: Page, support: Page) {
  await newbie.goto('/order/authentication');
  await newbie
    .getByTestId('type-1')
    .getByRole('button', { name: uiText('app.onboarding.auth.apply') })
    .click();
  const dialog = newbie.getByTestId('apply-dialog');
  await dialog.getByRole('combobox').click();
  await newbie.getByRole('option', { name: 'exocad' }).click();
  await dialog.locator('[name="softwareVersion"]').fill('3.2 Elefsina');
  await dialog.locator('[name="years"]').fill('4');
  await dialog.getByTestId('design-file').setInputFiles({
    name: 'loop-qualification.stl',
    mimeType: 'model/stl',
    buffer: binaryStl(0.1, 77),
  });
  await waitForMeshCheck(dialog);
  await dialog.getByRole('button', { name: uiText('app.onboarding.apply.submit') }).click();
  await expect
    .poll(() => notification(newbie).textContent(), { timeout: 30_000 })
    .toContain(uiText('app.onboarding.apply.submitted'));

  await support.goto('/certifications');
  await support.getByRole('row').filter({ hasText: 'newbie1' }).first().click();
  await support.getByTestId('review-viewer').waitFor();
  await clickAndConfirm(
    support,
    support.getByRole('button', { name: uiText('app.onboarding.review.pass') }),
  );
  await support.waitForURL('**/certifications');

  await newbie.goto('/order/personalCenter/5');
  const tab = newbie.getByTestId('contract-tab');
  await tab.locator('[name="idNumber"]').fill('11010519491231002X');
  await tab.locator('[name="agree"]').check();
  await tab.locator('[name="signedName"]').fill('周敏');
  await tab.getByRole('button', { name: uiText('app.onboarding.contract.sign') }).click();
  await expect
    .poll(() => tab.getByTestId('contract-status').textContent())
    .toBe(uiText('app.contract.2'));
}

/** From the upload page's next step, the submit for QC, confirmed with its counts and file. */
async function submitVersion(newbie: Page, taskId: string, file: string, version: number) {
  await newbie.getByTestId('upload-next').getByRole('link').click();
  await newbie.waitForURL(`**${taskShowPath(taskId)}`);
  await newbie.getByRole('button', { name: uiText('app.orders.actions.submit') }).click();
  const dialog = confirmDialog(newbie);
  expect(await dialog.getByTestId('submit-file').allTextContents()).toContain(
    `${uiText('app.upload.slots.cad')}: ${file}`,
  );
  expect(await dialog.textContent()).toContain(
    uiText('app.orders.confirm_step.submit_note', { version }),
  );
  await confirmStep(newbie);
  await expect.poll(() => status(newbie).textContent()).toBe(uiText('app.orders.status.2'));
}

/** What the fake API pays for an order: units × the price its grab fixed. */
async function payOf(orderNo: string): Promise<number> {
  const task = (await stored(portal.server, 'designTasks')).find((t) => t.orderNo === orderNo);
  if (!task) throw new Error(`no order ${orderNo} in the fake API's state`);
  if (task.unitPriceFen === undefined) throw new Error(`order ${orderNo} has no fixed price`);
  const pay = orderPay({
    status: task.status,
    units: orderUnits(task),
    unitFen: task.unitPriceFen,
  });
  if (!pay.paid) throw new Error(`order ${orderNo} is not paid: ${pay.reason}`);
  return pay.amountFen;
}

const money = (fen: number) => formatMoneyFen(fen, 'RMB', 'zh');

/**
 * The month is over: operator closes it (the orders still in QC listed and confirmed); newbie1's
 * bill lists the order at its price, held as the deposit of a first bill (SPEC §9); designer,
 * whose balance took its own bill of the month, withdraws; support pays with a reference;
 * designer sees the withdrawal paid, with the reference and the day.
 */
async function closeMonthAndPay(orderNo: string, month: string) {
  const designerToken = await portal.token('designer');
  const balanceBefore = await availableBalance(portal.url, designerToken);
  await moveClockPast(portal.url, month);

  const operator = await portal.page({ as: 'operator', landing: listPath('bills') });
  await askToCloseMonth(operator, month);
  await operator.getByTestId('awaiting-qc').waitFor();
  await operator.getByRole('button', { name: uiText('app.money.staff.awaitingConfirm') }).click();
  await expect.poll(() => notification(operator).textContent()).toContain(month);
  await operator.context().close();

  const amountFen = await payOf(orderNo);
  const newbie = await portal.page({ as: 'newbie1', landing: settlementPath('bill') });
  await newbie.getByTestId('bill-list').getByText(month, { exact: true }).click();
  const line = newbie.getByTestId('bill-detail').getByRole('row').filter({ hasText: orderNo });
  await expect.poll(() => line.textContent()).toContain(uiText('app.money.bill.rework'));
  expect(await line.textContent()).toContain(money(amountFen));
  await newbie.goto(WITHDRAWAL_PAGE);
  const heldFen = Math.min(DEPOSIT_FEN, amountFen);
  await expect
    .poll(() => newbie.getByTestId('balance-depositHeld').textContent())
    .toBe(money(heldFen));
  expect(await newbie.getByTestId('balance-available').textContent()).toBe(
    money(amountFen - heldFen),
  );
  await newbie.context().close();

  const token = await portal.token('designer');
  const bills = await callApi(portal.url, 'GET', '/api/os/bill/page', {
    token,
    query: { name: month },
  });
  const [bill] = (bills.body.data as { records: BillFigures[] }).records;
  const billPayable = bill ? bill.amount - bill.depositHeld + bill.depositReleased : 0;
  expect(await availableBalance(portal.url, token)).toBeCloseTo(balanceBefore + billPayable, 2);
  const designer = await portal.page({ as: 'designer' });
  await previewWithdrawal(designer, '123.45');
  await confirmWithdrawalButton(designer).click();
  const mine = async () => {
    const { body } = await callApi(portal.url, 'GET', '/api/os/withdrawal/page', {
      token,
      query: { size: '100' },
    });
    return (body.data as { records: Withdrawal[] }).records.find((w) => w.amount === 123.45);
  };
  await expect.poll(async () => (await mine())?.status).toBe('0');
  const withdrawal = (await mine()) as Withdrawal;

  const support = await portal.page({ as: 'support', landing: '/withdrawals' });
  await support
    .getByTestId(`withdrawal-actions-${withdrawal.withdrawalNo}`)
    .getByRole('button', { name: uiText('app.money.staff.approve') })
    .click();
  const dialog = support.getByTestId('pay-dialog');
  await dialog.getByRole('textbox').fill(PAYMENT_REFERENCE);
  await clickAndConfirm(
    support,
    dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }),
  );
  await support
    .getByText(uiText('app.money.staff.paid', { no: withdrawal.withdrawalNo }))
    .waitFor();
  await support.context().close();

  const paid = (await mine()) as Withdrawal;
  expect([paid.status, paid.paymentReference]).toEqual(['1', PAYMENT_REFERENCE]);
  await designer.reload();
  const row = designer.getByTestId('withdrawal-list').getByRole('row').filter({
    hasText: withdrawal.withdrawalNo,
  });
  await expect
    .poll(() => row.getByTestId(`withdrawal-status-${withdrawal.withdrawalNo}`).textContent())
    .toBe(uiText('app.money.status.1'));
  const timeZone = await designer.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  // Each in its own column: the reference, and the day it was paid (not the day it was asked).
  expect(await row.locator('td.column-paymentReference').textContent()).toBe(PAYMENT_REFERENCE);
  expect(await row.locator('td.column-updateTime').textContent()).toBe(
    formatDate(paid.updateTime, 'zh', timeZone),
  );
  await screenshot(designer, 'loop-across-roles-paid');
  await designer.context().close();
}

interface BillFigures {
  amount: number;
  depositHeld: number;
  depositReleased: number;
}

describe('the whole loop across roles (issue 21)', () => {
  it('qualify, sign, grab, upload, submit, return with a pin, rework by replace, pass, close, bill, withdraw, pay; nothing lost', async () => {
    const newbie = await portal.page({ as: 'newbie1' });
    const support = await portal.page({ as: 'support' });
    await qualifyAndSign(newbie, support);

    // Grab, confirmed with the order's type, units and deadline.
    const token = await portal.token('newbie1');
    const pool = await taskPage(portal.url, token, { tab: 'grab', dentureType: '1' });
    const order = pool.records[0] as (typeof pool.records)[number] &
      Pick<DesignTask, 'unit' | 'designCycle'>;
    await newbie.goto('/order/workbench');
    await taskCard(newbie, order.orderNo)
      .getByRole('button', { name: uiText('app.orders.tabs.grab') })
      .click();
    const facts = confirmDialog(newbie).getByTestId('grab-facts');
    expect(await facts.textContent()).toContain(String(order.unit));
    expect(await facts.getByTestId('grab-deadline').textContent()).toContain(
      String(order.designCycle),
    );
    await confirmStep(newbie);
    await expect
      .poll(() => notification(newbie).textContent())
      .toContain(uiText('app.orders.done.grab'));

    // Version 1: uploaded, counted, submitted.
    await newbie.goto(taskUploadPath(order.id));
    await choose(newbie, 'cad', [V1]);
    await cadRow(newbie, V1.name).waitFor({ timeout: 60_000 });
    // The counts come from the order's tooth chart: the designer confirms them as they are.
    for (const kind of ['full', 'inner'] as const) {
      const field = newbie.locator(`#crown-${kind}`);
      if ((await field.isEnabled()) && (await field.inputValue()) === '') await field.fill('1');
    }
    await submitVersion(newbie, order.id, V1.name, 1);

    // support returns it with a reason pinned on the design (the whole case in one view).
    await support.goto(taskShowPath(order.id));
    const form = support.getByTestId('qc-form');
    await form.getByRole('button', { name: uiText('app.orders.qc.form.add') }).click();
    const reason = form.getByTestId('qc-form-reason').first();
    await reason.getByLabel(uiText('app.orders.qc.form.text')).fill('近中边缘不密合');
    const viewer = await viewerReady(form);
    await showDesignOnly(viewer);
    const canvas = viewer.getByTestId('stl-canvas');
    await reason.getByTestId('qc-pin').click();
    // The taller reason rows push the viewer down: its middle must be on screen to be clicked.
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    await support.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => form.getByTestId('viewer-pin').count()).toBe(1);
    await clickAndConfirm(support, form.getByTestId('qc-return'));
    await expect.poll(() => status(support).textContent()).toBe(uiText('app.orders.status.5'));

    // Rework: the new design replaces version 1 on the upload page, no delete first.
    await newbie.goto(taskShowPath(order.id));
    await newbie.getByRole('button', { name: uiText('app.orders.actions.rework') }).click();
    await expect.poll(() => status(newbie).textContent()).toBe(uiText('app.orders.status.6'));
    await newbie.goto(taskUploadPath(order.id));
    const v1Row = cadRow(newbie, V1.name);
    expect(await v1Row.getByTestId('delete-file').count()).toBe(0);
    const chooser = newbie.waitForEvent('filechooser');
    await v1Row.getByTestId('replace-file').click();
    await (await chooser).setFiles({ ...V2, mimeType: 'application/octet-stream' });
    await cadRow(newbie, V2.name).waitFor({ timeout: 60_000 });
    await submitVersion(newbie, order.id, V2.name, 2);

    // support passes version 2.
    await support.goto(taskShowPath(order.id));
    await clickAndConfirm(support, support.getByTestId('qc-form').getByTestId('qc-pass'));
    await expect.poll(() => status(support).textContent()).toBe(uiText('app.orders.status.3'));

    // What the designer and the inspector can still see: both versions, and version 1's pin on
    // version 1's design, opened from its row of the CAD history.
    const pinsSeen: (string | null)[] = [];
    for (const page of [newbie, support]) {
      await page.goto(taskShowPath(order.id));
      const rows = page.getByTestId('cad-history').getByTestId('cad-version');
      await expect.poll(() => rows.count()).toBe(2);
      for (const name of [V2.name, V1.name]) {
        const href = await rows
          .filter({ hasText: name })
          .getByRole('link', { name: uiText('app.orders.actions.download') })
          .getAttribute('href');
        expect((await fetch(new URL(String(href), portal.url))).status).toBe(200);
      }
      const v1History = rows.filter({ hasText: V1.name });
      await expect
        .poll(() => v1History.getByTestId('cad-version-pin').allTextContents())
        .toEqual(['1']);
      await v1History.getByTestId('cad-version-show-pins').click();
      const design = page.getByTestId('stl-preview-dialog');
      await viewerReady(design);
      expect(await design.textContent()).toContain(V1.name);
      const pins = design.getByTestId('viewer-pin');
      await expect.poll(() => pins.count()).toBe(1);
      pinsSeen.push(await pins.getAttribute('data-position'));
      await page.keyboard.press('Escape');
      await design.waitFor({ state: 'detached' });
    }
    expect(await newbie.getByTestId('qc-reasons').count()).toBe(0);
    const { body } = await callApi(portal.url, 'GET', `${TASKS}/${order.id}/cadHistory`, {
      token,
    });
    const [v2, v1] = body.data as CadVersion[];
    expect([v1.version, v1.qcStatus, v1.qcInspection?.reasons[0].pin?.length]).toEqual([1, '5', 3]);
    const v1Pin = v1.qcInspection?.reasons[0].pin?.join(',');
    expect(pinsSeen).toEqual([v1Pin, v1Pin]);
    expect([v2.version, v2.qcStatus, v2.qcInspection?.reasons ?? []]).toEqual([2, '3', []]);
    await screenshot(newbie, 'loop-across-roles-history');

    await newbie.context().close();
    await support.context().close();
    await closeMonthAndPay(order.orderNo, monthOf(String(v2.qcInspection?.time)));
  }, 240_000); // a whole month of work across three roles: past 60 s on a loaded machine
});
