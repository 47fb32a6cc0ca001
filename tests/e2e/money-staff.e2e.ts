import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { disputeSubject } from '../../fake-api/money/billDispute';
import { callApi } from './support/fakeApi';
import { tokenOf } from './support/orders';
import { sendJson } from './support/tickets';
import { portalForFile } from './support/harness';
import { WITHDRAWAL_PAGE, confirmWithdrawalButton, previewWithdrawal } from './support/money';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';
import { storedUser } from './support/fakeState';
import { formatMoney } from '../../src/domain/format';
import { REASON_LABELS } from '../../fake-api/messages/reasonDictionaries';

const portal = portalForFile();

/** What the operator and the designer type. */
const TYPED = {
  rejection: '户名与身份证不一致',
  deduction: '邻接过紧(E2E)',
  dispute: '单位数算少了',
};
/** The subject the server gives the work order of the designer's bill dispute. */
const DISPUTE_SUBJECT = disputeSubject('2026-10');

interface WithdrawalRow {
  id: string;
  withdrawalNo: string;
  amount: number;
  receipt: number;
  status: string;
}

async function designerApi() {
  const token = await tokenOf(portal.url, 'designer', 'Designer1');
  const get = async <T>(path: string, query: Record<string, string> = {}) =>
    (await callApi(portal.url, 'GET', path, { token, query })).body.data as T;
  return {
    available: async () =>
      (await get<{ available: number }>('/api/os/settlement/balance')).available,
    withdrawals: async () =>
      (await get<{ records: WithdrawalRow[] }>('/api/os/withdrawal/page', { size: '100' })).records,
    billOf: async (month: string) =>
      (
        await get<{ records: { id: string; deductions: number; status: string }[] }>(
          '/api/os/bill/page',
          { name: month },
        )
      ).records[0],
  };
}

/** The calls of a page to a path, counted as the browser sends them. */
function countRequests(page: Page, pathPart: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(pathPart)) count += 1;
  });
  return () => count;
}

const statusOf = (page: Page, withdrawalNo: string) =>
  page.getByTestId(`withdrawal-status-${withdrawalNo}`).textContent();

describe('money, staff side', () => {
  it('designer withdraws (preview, confirm, pending); operator pays it once; designer sees it paid', async () => {
    const api = await designerApi();
    const designer = await portal.page({ as: 'designer' });
    await previewWithdrawal(designer, '300');
    await confirmWithdrawalButton(designer).click();
    await expect
      .poll(async () => (await api.withdrawals()).filter((w) => w.amount === 300).length)
      .toBe(1);
    const mine = (await api.withdrawals()).find((w) => w.amount === 300) as WithdrawalRow;
    expect(mine.status).toBe('0');
    await expect
      .poll(() => statusOf(designer, mine.withdrawalNo))
      .toBe(uiText('app.money.status.0'));

    const operator = await portal.page({ as: 'operator', landing: '/withdrawals' });
    const approveCalls = countRequests(operator, `/withdrawal/${mine.id}/approve`);
    await operator
      .getByTestId(`withdrawal-actions-${mine.withdrawalNo}`)
      .getByRole('button', { name: uiText('app.money.staff.approve') })
      .click();
    const dialog = operator.getByTestId('pay-dialog');
    // Before paying, the payer sees whom and how much: the designer, the net amount, the bank,
    // branch and holder, and the account number in full, as the designer's payment record has it.
    const payment = (await storedUser(portal.server, 'designer')).payment;
    const payee = dialog.getByTestId('payee-summary');
    const shown = async (field: string) =>
      (await payee.getByTestId(`payee-${field}`).innerText()).replace(/\s+/g, ' ');
    await payee.waitFor();
    expect(await shown('designer')).toContain('(designer)');
    expect(await shown('net')).toContain(formatMoney(mine.receipt, 'RMB', 'zh'));
    expect(await shown('bankName')).toContain(payment.bankName);
    expect(await shown('branch')).toContain(payment.branch);
    expect(await shown('accountName')).toContain(payment.accountName);
    expect(await shown('accountNumber')).toContain(payment.accountNumber);
    expect(payment.accountNumber).toMatch(/^\d{8,}$/);
    // The reference is required: nothing is sent without it.
    await dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }).click();
    await dialog.getByText(uiText('app.money.staff.referenceRequired')).waitFor();
    await dialog.getByRole('textbox').fill('ICBC-E2E-001');
    // Issue 39: the payout says what it does and waits for a confirm (sent once for a double click).
    const pay = dialog.getByRole('button', { name: uiText('app.money.staff.confirm') });
    await clickAndConfirm(operator, pay, 'dblclick');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api.withdrawals()).find((w) => w.id === mine.id)?.status)
      .toBe('1');
    expect(approveCalls()).toBe(1);
    await operator.getByText(uiText('app.money.staff.paid', { no: mine.withdrawalNo })).waitFor();

    await designer.reload();
    await expect
      .poll(() => statusOf(designer, mine.withdrawalNo))
      .toBe(uiText('app.money.status.1'));
    await designer.context().close();
    await operator.context().close();
  });

  it('a rejected withdrawal gives its money back to the balance', async () => {
    const api = await designerApi();
    const before = await api.available();
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const submitted = await sendJson(portal.url, 'POST', '/api/os/withdrawal/submit', token, {
      amountFen: 25000,
    });
    const withdrawal = submitted.body.data as WithdrawalRow;
    expect(await api.available()).toBeCloseTo(before - 250, 2);

    const support = await portal.page({ as: 'support', landing: '/withdrawals' });
    const rejectCalls = countRequests(support, `/withdrawal/${withdrawal.id}/reject`);
    await support
      .getByTestId(`withdrawal-actions-${withdrawal.withdrawalNo}`)
      .getByRole('button', { name: uiText('app.money.staff.reject') })
      .click();
    const dialog = support.getByTestId('reason-dialog');
    await dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }).click();
    await dialog.getByText(uiText('app.money.staff.reasonRequired')).waitFor();
    await dialog.getByRole('textbox').first().fill(TYPED.rejection);
    await dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(api.available).toBeCloseTo(before, 2);
    expect(rejectCalls()).toBe(1);

    const designer = await portal.page({ as: 'designer', landing: WITHDRAWAL_PAGE });
    await expect
      .poll(() => statusOf(designer, withdrawal.withdrawalNo))
      .toBe(uiText('app.money.status.2'));
    await designer.getByText(TYPED.rejection).waitFor();
    const shown = await designer.getByTestId('balance-available').textContent();
    expect(shown).toBe(`¥${before.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await designer.context().close();
    await support.context().close();
  });

  it('a refusal picked from the categories reaches the designer as its label in Turkish', async () => {
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const submitted = await sendJson(portal.url, 'POST', '/api/os/withdrawal/submit', token, {
      amountFen: 12000,
    });
    const withdrawal = submitted.body.data as WithdrawalRow;
    const label = REASON_LABELS.withdrawalRefusal.account_invalid;

    const support = await portal.page({ as: 'support', landing: '/withdrawals' });
    await support
      .getByTestId(`withdrawal-actions-${withdrawal.withdrawalNo}`)
      .getByRole('button', { name: uiText('app.money.staff.reject') })
      .click();
    const dialog = support.getByTestId('reason-dialog');
    await dialog.getByRole('combobox', { name: uiText('app.reasons.category') }).click();
    await support.getByRole('option', { name: label.zh }).click();
    await dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }).click();
    await dialog.waitFor({ state: 'detached' });

    const designer = await portal.page({
      as: 'designer',
      language: 'tr',
      landing: `${WITHDRAWAL_PAGE}?language=tr`,
    });
    const reason = designer
      .getByRole('row')
      .filter({ hasText: withdrawal.withdrawalNo })
      .getByTestId('reason-text');
    await expect.poll(() => reason.textContent()).toBe(label.tr);
    await designer.context().close();
    await support.context().close();
  });

  it('speaks en and tr on the review screen, the reference required in each', async () => {
    for (const [locale, title, pay, required] of [
      ['en-US', 'Withdrawal review', 'Pay', 'Please enter the payment reference'],
      ['tr-TR', 'Para çekme incelemesi', 'Öde', 'Lütfen ödeme referansını girin'],
    ] as const) {
      const page = await portal.page({ locale, as: 'support' });
      await page.goto(`/withdrawals?language=${locale.slice(0, 2)}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page
        .getByTestId(/^withdrawal-actions-/)
        .first()
        .getByRole('button', { name: pay, exact: true })
        .click();
      const dialog = page.getByTestId('pay-dialog');
      const language = locale.startsWith('en') ? 'en' : 'tr';
      await dialog
        .getByRole('button', { name: uiText('app.money.staff.confirm', {}, language) })
        .click();
      await dialog.getByText(required).waitFor();
      await page.context().close();
    }
  });

  it('keeps designers out of the staff screens', async () => {
    const designer = await portal.page({ as: 'designer' });
    for (const path of ['/withdrawals', '/bills', '/deductions/create']) {
      await designer.goto(path);
      await designer.waitForURL('**/403');
    }
    await designer.context().close();
  });

  it('staff add a deduction; it lands on the designer’s bill of that month', async () => {
    const api = await designerApi();
    const before = await api.billOf('2026-10');
    const support = await portal.page({ as: 'support', landing: '/deductions' });
    await support.getByRole('link', { name: uiText('app.money.deductions.create') }).click();
    const form = support.getByTestId('deduction-form');
    await form.getByLabel(uiText('app.money.staff.account')).fill('designer');
    await form.getByLabel(uiText('resources.deductions.fields.reason')).fill(TYPED.deduction);
    await form.getByLabel(uiText('resources.deductions.fields.violationTime')).fill('2026-10-18');
    await form.getByLabel(uiText('resources.deductions.fields.amount')).fill('30');
    await support.getByRole('button', { name: uiText('app.profile.save') }).click();
    await support.getByTestId('deduction-review').getByText(TYPED.deduction).waitFor();
    await expect
      .poll(async () => (await api.billOf('2026-10')).deductions)
      .toBeCloseTo(before.deductions + 30, 2);
    await support.context().close();
  });

  it('a disputed bill becomes a work order that customer service sees, with the bill', async () => {
    const designer = await portal.page({ as: 'designer', landing: '/order/settlement/bill' });
    await designer.getByTestId('bill-list').getByText('2026-10', { exact: true }).click();
    const detail = designer.getByTestId('bill-detail');
    const firstOrder = detail.getByRole('checkbox').first();
    const orderNo = await firstOrder.getAttribute('aria-label');
    await firstOrder.check();
    await detail.getByRole('textbox').fill(TYPED.dispute);
    await designer.getByRole('button', { name: uiText('app.money.bill.dispute') }).click();
    await expect
      .poll(() => designer.getByTestId('bill-status-2026-10').textContent())
      .toContain(uiText('app.money.bill.status.2'));

    const support = await portal.page({ as: 'support', landing: '/tickets' });
    await support.getByTestId('ticket-list').getByText(DISPUTE_SUBJECT).click();
    await expect
      .poll(() => support.getByTestId('ticket-bill').textContent())
      .toBe(uiText('app.money.bill.linked', { name: '2026-10' }));
    expect(await support.getByTestId('ticket-content').textContent()).toContain(orderNo);
    await support.getByTestId('ticket-bill').getByRole('link').click();
    await support.getByTestId('bill-review').getByText('designer', { exact: true }).waitFor();
    await support.context().close();

    // The designer reaches the same work order from the bill.
    await designer.getByTestId('bill-status-2026-10').getByRole('link').click();
    await expect
      .poll(() => designer.getByTestId('ticket-subject').textContent())
      .toBe(DISPUTE_SUBJECT);
    await designer.context().close();
  });
});
