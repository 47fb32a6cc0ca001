import type { Page } from 'playwright-core';
import { nextMonth } from '../../../src/domain/billing';
import { formatMonth } from '../../../src/domain/format';
import { settlementPath } from '../../../src/routes/paths';
import { uiText } from './catalog';
import { callApi } from './fakeApi';

// Money pages as a user drives them: the settlement's withdrawal tab and its balance.

export const WITHDRAWAL_PAGE = settlementPath('withdrawal');

export const withdrawalAmount = (page: Page) => page.getByTestId('withdrawal-amount');

/** Opens the withdrawal tab, types `amount` and asks the server for the tax preview. */
export async function previewWithdrawal(page: Page, amount: string): Promise<void> {
  await page.goto(WITHDRAWAL_PAGE);
  await withdrawalAmount(page).fill(amount);
  await page.getByRole('button', { name: uiText('app.money.withdrawal.preview') }).click();
  await page.getByTestId('withdrawal-preview').waitFor();
}

export const confirmWithdrawalButton = (page: Page) =>
  page.getByRole('button', { name: uiText('app.money.withdrawal.confirm') });

/** The available balance the fake API reports to `token`'s owner. */
export async function availableBalance(baseUrl: string, token: string): Promise<number> {
  const { body } = await callApi(baseUrl, 'GET', '/api/os/settlement/balance', { token });
  return (body.data as { available: number }).available;
}

/** The administrator asks the bills page (in zh) to close `month` (yyyy-MM), picked from the list. */
export async function askToCloseMonth(page: Page, month: string): Promise<void> {
  await page.getByRole('button', { name: uiText('app.money.staff.closeMonth') }).click();
  const dialog = page.getByTestId('close-month-dialog');
  await dialog.getByRole('combobox', { name: uiText('app.money.staff.month') }).click();
  await page.getByRole('option', { name: formatMonth(month, 'zh'), exact: true }).click();
  await dialog.getByRole('button', { name: uiText('app.money.staff.confirm') }).click();
}

/**
 * Moves the fake API's clock (FAKE_API_CONTROL=1) to the first minute of the month after
 * `month`, server time (UTC+8). Access tokens run out on the way: open pages anew afterwards.
 */
export async function moveClockPast(baseUrl: string, month: string): Promise<void> {
  const end = Date.parse(`${nextMonth(month)}-01T00:01:00+08:00`);
  const minutes = Math.ceil((end - Date.now()) / 60_000);
  if (minutes <= 0) return;
  const answer = await fetch(`${baseUrl}/__fake/clock?minutes=${minutes}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`POST /__fake/clock: ${answer.status}`);
}
