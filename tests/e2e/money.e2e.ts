import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { callApi } from './support/fakeApi';
import { tokenOf } from './support/orders';
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

const LANGUAGES = [
  ['zh-CN', '提现金额不能低于单笔最低提现金额', '提现金额不能超过可提现余额'],
  [
    'en-US',
    'The amount is below the minimum per withdrawal',
    'The amount is above the available balance',
  ],
  ['tr-TR', 'Tutar, işlem başına en az tutarın altında', 'Tutar, çekilebilir bakiyenin üzerinde'],
] as const;

describe('money', () => {
  it('shows each step of the tax on 30,000 yuan, as the shared rule computes it', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await page.goto('/order/settlement/tax');
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
      const page = await browser.newPage({ locale });
      await loginAs(page, 'designer', 'Designer1');
      await page.goto(`/order/settlement/withdrawal?language=${locale.slice(0, 2)}`);
      const amount = page.getByTestId('withdrawal-amount');
      await amount.fill('99.99');
      await page.getByText(below).waitFor();
      await amount.fill('99999999');
      await page.getByText(above).waitFor();
      await page.context().close();
    }
  });

  it('withdraws after a preview from the server: one pending withdrawal, the balance lower', async () => {
    const token = await tokenOf(server.url, 'designer', 'Designer1');
    const balance = async () =>
      (
        (await callApi(server.url, 'GET', '/api/os/settlement/balance', { token })).body.data as {
          available: number;
        }
      ).available;
    const before = await balance();
    const page = await browser.newPage();
    await loginAs(page, 'designer', 'Designer1');
    await page.goto('/order/settlement/withdrawal');
    await page.getByTestId('withdrawal-amount').fill('200');
    await page.getByRole('button', { name: '计算税费' }).click();
    await page.getByTestId('withdrawal-preview').waitFor();
    const confirm = page.getByRole('button', { name: '确认提现' });
    // A double click sends one withdrawal.
    await confirm.dblclick();
    await expect.poll(balance).toBeLessThan(before);
    const { body } = await callApi(server.url, 'GET', '/api/os/withdrawal/page', {
      token,
      query: { size: '50' },
    });
    const records = (body.data as { records: { amount: number; status: string }[] }).records;
    expect(records.filter((r) => r.status === '0' && r.amount === 200)).toHaveLength(1);
    await page.context().close();
  });

  it('sends newbie1, without payment information, to personal centre tab 3', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'newbie1', 'Newbie123');
    await page.goto('/order/settlement/withdrawal');
    const notice = page.getByTestId('withdrawal-no-payment');
    await notice.getByRole('link').click();
    await page.waitForURL('**/order/personalCenter/3');
    await page.context().close();
  });
});
