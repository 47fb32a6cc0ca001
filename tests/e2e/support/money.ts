import type { Page } from 'playwright-core';
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
