import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listPath, PATHS, personalCenterPath, settlementPath } from '../../src/routes/paths';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { WITHDRAWAL_PAGE } from './support/money';

const portal = portalForFile();

/** The seeded designer who settles in US dollars (README, demo accounts). */
const OVERSEAS = ['overseas', 'Overseas1'] as const;
/** Their withdrawal awaiting review ($500) and a deduction on their bill ($15), as each language writes them. */
const SHOWN = {
  en: { withdrawal: '$500.00', deduction: '$15.00' },
  tr: { withdrawal: '$500,00', deduction: '$15,00' },
} as const;
/** The contract's deposit clause made out to a designer paid in dollars. */
const DEPOSIT_CLAUSE = {
  en: 'a deposit of USD 200 (US dollars)',
  tr: '200 ABD doları (USD) depozito',
} as const;
/** `designer`'s withdrawal awaiting review, in yuan. */
const DESIGNER_PENDING = '¥1,000.00';

/** The text of a test id once it shows an amount (the list or card has loaded). */
async function amountsOf(page: Page, testId: string): Promise<string> {
  const box = page.getByTestId(testId).first();
  await box.getByText(/[$¥]/).first().waitFor();
  return box.innerText();
}

describe.each(['en', 'tr'] as const)('the USD designer in %s', (language) => {
  it('sees dollars on the balance, withdrawals, bills, deductions and dashboard', async () => {
    const page = await portal.page({ as: OVERSEAS, language, landing: WITHDRAWAL_PAGE });
    const balance = await amountsOf(page, 'balance-available');
    expect(balance).toMatch(/^\$\d/);
    const withdrawals = await amountsOf(page, 'withdrawal-list');
    expect(withdrawals).toContain(SHOWN[language].withdrawal);
    expect(withdrawals).not.toContain('¥');
    // The amount she types is in dollars, and the field says so.
    const unit = uiText('app.money.withdrawal.unit.USD', {}, language);
    await page
      .getByLabel(uiText('app.money.withdrawal.amount', { unit }, language))
      .first()
      .waitFor();

    // The contract made out to her holds the deposit in dollars, as the bills do.
    await page.goto(personalCenterPath('5'));
    const contract = page.getByTestId('contract-html');
    await contract.getByText(DEPOSIT_CLAUSE[language]).waitFor();
    expect(await contract.innerText()).not.toMatch(/RMB|yuan/);

    await page.goto(settlementPath('bill'));
    const bills = await amountsOf(page, 'bill-list');
    expect(bills).toMatch(/\$\d/);
    expect(bills).not.toContain('¥');

    await page.goto(listPath('deductions'));
    const deductions = await amountsOf(page, 'deduction-table');
    expect(deductions).toContain(SHOWN[language].deduction);
    expect(deductions).not.toContain('¥');

    await page.goto(PATHS.home);
    const income = await amountsOf(page, 'card-income');
    expect(income).toMatch(/\$\d/);
    expect(income).not.toContain('¥');
    await page.context().close();
  }, 120_000);
});

describe('staff review', () => {
  it("shows each designer's withdrawal in their own currency, side by side", async () => {
    const page = await portal.page({ as: 'support', language: 'en', landing: '/withdrawals' });
    const table = page.getByTestId('withdrawal-review');
    const row = (account: string) =>
      table.locator('tbody tr').filter({ has: page.getByText(account, { exact: true }) });
    await row('overseas').getByText(SHOWN.en.withdrawal).first().waitFor();
    expect(await row('overseas').innerText()).not.toContain('¥');
    await row('designer').getByText(DESIGNER_PENDING).first().waitFor();
    expect(await row('designer').innerText()).not.toContain('$');
    await page.context().close();
  }, 120_000);

  it('shows every bill in its own currency, each row adding up: amount + deposit - paid = unpaid', async () => {
    // Every seeded bill on one page (22): the first bills hold the deposit, later ones release it.
    const landing = `${listPath('bills')}?perPage=50`;
    const page = await portal.page({ as: 'support', language: 'en', landing });
    const rows = page.getByTestId('bill-review').locator('tbody tr');
    await rows.first().getByText(/[$¥]/).first().waitFor();
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cell = (source: string) =>
          tr.querySelector(`.column-${source}`)?.textContent?.trim() ?? '';
        return {
          account: cell('account'),
          texts: [cell('amount'), cell('deposit'), cell('paidAmount'), cell('unpaidAmount')],
        };
      }),
    );
    /** "+¥1,200.50" / "-$200.00" (en) → signed fen. */
    const fen = (text: string) => {
      const match = /^([+-]?)[$¥]([\d,]+)\.(\d{2})$/.exec(text);
      if (!match) throw new Error(`not an amount: "${text}"`);
      const value = Number(match[2].replaceAll(',', '')) * 100 + Number(match[3]);
      return match[1] === '-' ? -value : value;
    };
    expect(cells.length).toBeGreaterThan(10);
    const overseas = cells.filter((row) => row.account === 'overseas');
    expect(overseas.length).toBeGreaterThan(0);
    for (const row of overseas) expect(row.texts.join(' ')).not.toContain('¥');
    // The seed holds the deposit from a first bill and releases it on a later one: both show.
    expect(cells.some((row) => row.texts[1].startsWith('-'))).toBe(true);
    expect(cells.some((row) => row.texts[1].startsWith('+'))).toBe(true);
    const sums = cells.map(({ account, texts }) => {
      const [amount, deposit, paid, unpaid] = texts.map(fen);
      return `${account}: ${amount + deposit - paid === unpaid}`;
    });
    expect(sums).toEqual(cells.map(({ account }) => `${account}: true`));
    await page.context().close();
  }, 120_000);
});
