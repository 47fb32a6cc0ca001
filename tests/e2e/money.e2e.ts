import { describe, expect, it } from 'vitest';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import {
  WITHDRAWAL_PAGE,
  availableBalance,
  confirmWithdrawalButton,
  previewWithdrawal,
  withdrawalAmount,
} from './support/money';
import { uiText } from './support/catalog';

const portal = portalForFile();

const LANGUAGES = [
  [
    'zh-CN',
    uiText('app.money.validation.belowMinimum'),
    uiText('app.money.validation.aboveBalance'),
  ],
  [
    'en-US',
    'The amount is below the minimum per withdrawal',
    'The amount is above the available balance',
  ],
  ['tr-TR', 'Tutar, işlem başına en az tutarın altında', 'Tutar, çekilebilir bakiyenin üzerinde'],
] as const;

describe('money', () => {
  it('shows each step of the tax on 30,000 yuan, as the shared rule computes it', async () => {
    const page = await portal.page({ as: 'designer', landing: '/order/settlement/tax' });
    await page.getByTestId('tax-amount').fill('30000');
    const step = (name: string) => page.getByTestId(`tax-step-${name}`).locator('dd');
    await expect.poll(() => step('tax').textContent()).toBe('¥5,200.00');
    expect(await step('deduction').textContent()).toBe('¥6,000.00');
    expect(await step('taxable').textContent()).toBe('¥24,000.00');
    expect(await step('rate').textContent()).toBe('30%');
    expect(await step('quickDeduction').textContent()).toBe('¥2,000.00');
    expect(await step('net').textContent()).toBe('¥24,800.00');
    await page.context().close();
  });

  it('refuses below the minimum and above the balance, in zh, en and tr', async () => {
    for (const [locale, below, above] of LANGUAGES) {
      const page = await portal.page({ locale, as: 'designer' });
      await page.goto(`${WITHDRAWAL_PAGE}?language=${locale.slice(0, 2)}`);
      const amount = withdrawalAmount(page);
      await amount.fill('99.99');
      await page.getByText(below).waitFor();
      await amount.fill('99999999');
      await page.getByText(above).waitFor();
      await page.context().close();
    }
  });

  it('withdraws after a preview from the server: one pending withdrawal, the balance lower', async () => {
    const token = await portal.token('designer');
    const balance = () => availableBalance(portal.url, token);
    const before = await balance();
    const page = await portal.page({ as: 'designer' });
    await previewWithdrawal(page, '200');
    // A double click sends one withdrawal.
    await confirmWithdrawalButton(page).dblclick();
    await expect.poll(balance).toBeLessThan(before);
    const { body } = await callApi(portal.url, 'GET', '/api/os/withdrawal/page', {
      token,
      query: { size: '50' },
    });
    const records = (body.data as { records: { amount: number; status: string }[] }).records;
    expect(records.filter((r) => r.status === '0' && r.amount === 200)).toHaveLength(1);
    await page.context().close();
  });

  it('sends newbie1, without payment information, to personal centre tab 3', async () => {
    const page = await portal.page({ as: 'newbie1', landing: WITHDRAWAL_PAGE });
    const notice = page.getByTestId('withdrawal-no-payment');
    await notice.getByRole('link').click();
    await page.waitForURL('**/order/personalCenter/3');
    await page.context().close();
  });
});
