import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../../fake-api/messages/moneyMessages';
import { listPath, settlementPath } from '../../src/routes/paths';
import { uiText } from './support/catalog';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { notification } from './support/portalPage';
import { askToCloseMonth, moveClockPast } from './support/money';

const portal = portalForFile();

/** The server's month (UTC+8) on the real clock the fake API started from. */
const THIS_MONTH = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

describe('closing a month', () => {
  it('is refused before the month ends, with the server’s words', async () => {
    const page = await portal.page({ as: 'operator', landing: listPath('bills') });
    await askToCloseMonth(page, THIS_MONTH);
    await expect
      .poll(() => notification(page).textContent())
      .toContain(MONEY_MESSAGES.monthNotOver);
    await page.context().close();
  });

  it('once over, lists the orders still in QC, closes on confirm and pays the rework order', async () => {
    // The fake clock moves to the first minute of next month (the sessions expire on the way).
    await moveClockPast(portal.url, THIS_MONTH);
    const staffToken = await portal.token('operator');
    const queue = await callApi(portal.url, 'GET', '/api/os/designTask/qc/page', {
      token: staffToken,
      query: { size: '100' },
    });
    const waiting = (queue.body.data as { records: { orderNo: string }[] }).records;

    const page = await portal.page({ as: 'operator', landing: listPath('bills') });
    await askToCloseMonth(page, THIS_MONTH);
    const asked = page.getByTestId('awaiting-qc');
    await asked.waitFor();
    for (const { orderNo } of waiting) expect(await asked.textContent()).toContain(orderNo);
    await page.getByRole('button', { name: uiText('app.money.staff.awaitingConfirm') }).click();
    await expect.poll(() => notification(page).textContent()).toContain(THIS_MONTH);
    await page.context().close();

    // designer's order passed after a rework this month is on the bill, at its price.
    const token = await portal.token('designer');
    const tasks = await callApi(portal.url, 'GET', '/api/os/designTask/my/page', {
      token,
      query: { size: '200' },
    });
    const reworked = (tasks.body.data as { records: ReworkCandidate[] }).records.find(
      (task) =>
        task.status === '3' && task.isRework === '1' && task.updateTime.startsWith(THIS_MONTH),
    );
    expect(reworked).toBeDefined();
    const designer = await portal.page({ as: 'designer', landing: settlementPath('bill') });
    await designer.getByTestId('bill-list').getByText(THIS_MONTH, { exact: true }).click();
    const row = designer
      .getByTestId('bill-detail')
      .getByRole('row')
      .filter({ hasText: reworked?.orderNo ?? '-' });
    await expect.poll(() => row.textContent()).toContain(uiText('app.money.bill.rework'));
    expect(await row.textContent()).toMatch(/¥\s?[1-9]/);
    await designer.context().close();
  });
});

interface ReworkCandidate {
  orderNo: string;
  status: string;
  isRework: string;
  updateTime: string;
}
