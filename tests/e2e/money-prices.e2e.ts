import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UnitPriceRow } from '../../dataProvider/moneyWireTypes';
import type { DesignTask, TaskEarning } from '../../dataProvider/wireTypes';
import type { Language } from '../../i18n/languages';
import { formatMoneyFen } from '../../src/domain/format';
import { earningOf, orderUnits, payBasisOf } from '../../src/domain/pricing';
import { isLargePriceChange } from '../../src/domain/staffChanges';
import { listPath, PATHS, settlementPath, taskShowPath } from '../../src/routes/paths';
import { uiText } from './support/catalog';
import { sideMenu, sideMenuItems } from './support/chrome';
import { clickAndConfirm } from './support/confirmStep';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { moveClockPast } from './support/money';
import { seedCadFile, taskCard, TASKS } from './support/orders';
import { sendJson } from './support/tickets';

const portal = portalForFile();

/** The server's month (UTC+8) on the real clock the fake API started from. */
const THIS_MONTH = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const LANGUAGES: readonly Language[] = ['zh', 'en', 'tr'];
const FULL_CROWN = '全冠';

type PricedTask = DesignTask & { earning: TaskEarning };

async function get<T>(path: string, token: string, query: Record<string, string> = {}) {
  return (await callApi(portal.url, 'GET', path, { token, query })).body.data as T;
}

/**
 * The pool's full crowns, each with what it would pay designer now; first the one of customer
 * KH001, which the workbench's first page of the pool shows.
 */
async function poolCrowns(token: string): Promise<PricedTask[]> {
  const page = await get<{ records: PricedTask[] }>(`${TASKS}/my/page`, token, {
    tab: 'grab',
    dentureType: '1',
    size: '100',
  });
  const shown = (task: DesignTask) => (task.customerCode === 'KH001' ? 0 : 1);
  return [...page.records].sort((a, b) => shown(a) - shown(b));
}

/** designer's price of a full crown, as the price list (their level's rows) says. */
async function designerCrownPrice(token: string): Promise<UnitPriceRow> {
  const rows = await get<{ records: UnitPriceRow[] }>('/api/os/price/page', token, {
    productName: FULL_CROWN,
  });
  return rows.records[0];
}

/** "units × price = total" as the portal must write it, figured from the price list. */
function earningText(
  key: 'app.orders.earning.fixed' | 'app.orders.earning.quote',
  task: DesignTask,
  price: UnitPriceRow,
  language: Language,
) {
  const earning = earningOf(orderUnits(task), price.unitPriceFen);
  return uiText(
    key,
    {
      units: earning.units,
      price: formatMoneyFen(earning.unitPriceFen, 'RMB', language),
      total: formatMoneyFen(earning.totalFen, 'RMB', language),
      level: price.level,
      basis: uiText(`app.orders.earning.basis.${payBasisOf(task.dentureType)}`, {}, language),
    },
    language,
  );
}

const earningOn = (page: Page) => page.getByTestId('task-earning').first().textContent();

describe('the price of an order, before and after the grab', () => {
  it('a staff price change shows in the history and moves the pool card, not a grabbed order', async () => {
    const designerToken = await portal.token('designer');
    const before = await designerCrownPrice(designerToken);
    const [pooled, grabbed] = await poolCrowns(designerToken);
    const grab = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token: designerToken,
      query: { id: grabbed.id },
    });
    expect(grab.status).toBe(200);

    const operator = await portal.page({ as: 'operator', landing: listPath('prices') });
    const levelLabel = uiText('app.money.prices.level', { level: before.level });
    const row = operator
      .getByTestId('price-list')
      .getByRole('row')
      .filter({ has: operator.getByText(FULL_CROWN, { exact: true }) })
      .filter({ has: operator.getByText(levelLabel, { exact: true }) });
    await row.click();
    const input = operator.getByLabel(uiText('app.money.prices.unitPrice'));
    await expect.poll(() => input.inputValue()).toBe(String(before.unitPrice));
    // Three decimals are not a price: the form says so and sends nothing.
    await input.fill('23.456');
    await operator.getByRole('button', { name: uiText('ra.action.save') }).click();
    await operator.getByText(uiText('app.money.prices.invalid')).waitFor();
    await input.fill('23.45');
    const save = operator.getByRole('button', { name: uiText('ra.action.save') });
    // Moving a price by half or more is confirmed first (issue 40, point 12).
    if (isLargePriceChange(before.unitPriceFen, 2345)) await clickAndConfirm(operator, save);
    else await save.click();
    const history = operator.getByTestId('price-history');
    await expect
      .poll(() => history.getByRole('row').nth(1).textContent())
      .toContain(
        uiText('app.money.prices.change', {
          old: formatMoneyFen(before.unitPriceFen, 'RMB', 'zh'),
          new: formatMoneyFen(2345, 'RMB', 'zh'),
        }),
      );
    expect(await history.getByRole('row').nth(1).textContent()).toContain('operator');
    await operator.context().close();

    const after = await designerCrownPrice(designerToken);
    expect(after.unitPriceFen).toBe(2345);
    const designer = await portal.page({ as: 'designer', landing: PATHS.workbench });
    const card = taskCard(designer, pooled.orderNo);
    await expect
      .poll(() => card.getByTestId('task-earning').textContent())
      .toBe(earningText('app.orders.earning.quote', pooled, after, 'zh'));
    await designer.goto(taskShowPath(grabbed.id));
    await expect
      .poll(() => earningOn(designer))
      .toBe(earningText('app.orders.earning.fixed', grabbed, before, 'zh'));
    await designer.context().close();
  });

  it('keeps a designer out of the price list: no menu entry, the 403 page, the calls refused', async () => {
    const designer = await portal.page({ as: 'designer' });
    const menuEntry = (page: Page) => sideMenu(page).locator('[data-menu-code="staff_prices"]');
    await sideMenuItems(designer).first().waitFor();
    expect(await sideMenu(designer).locator('[data-menu-code^="staff"]').count()).toBe(0);
    await designer.goto(listPath('prices'));
    await designer.waitForURL(`**${PATHS.forbidden}`);
    expect(await designer.getByTestId('price-list').count()).toBe(0);
    await designer.context().close();
    // The same menu leads staff there: the counts above can see an entry.
    const operator = await portal.page({ as: 'operator' });
    await sideMenuItems(operator).first().waitFor();
    // As a person would: open the group when the entry is not shown, click the entry, and again
    // if the page did not follow (once, under the full suite's load, a click led nowhere: the
    // menu was still settling; the cause is not found, see the closing note of 2026-11-27).
    const group = sideMenu(operator).locator('[data-menu-code="staff"]');
    await expect
      .poll(
        async () => {
          if (operator.url().includes(listPath('prices'))) return true;
          if (await menuEntry(operator).isVisible()) await menuEntry(operator).click();
          else if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
          return operator.url().includes(listPath('prices'));
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await operator.getByTestId('price-list').waitFor();
    await operator.context().close();

    const token = await portal.token('designer');
    const [row] = (await get<{ records: UnitPriceRow[] }>('/api/os/price/page', token)).records;
    expect(
      (await callApi(portal.url, 'GET', `/api/os/price/${row.id}/detail`, { token })).status,
    ).toBe(403);
    const write = await sendJson(portal.url, 'POST', '/api/os/price/submit', token, {
      id: row.id,
      unitPriceFen: 1,
    });
    expect(write.status).toBe(403);
    expect((await designerCrownPrice(token)).unitPriceFen).toBe(row.unitPriceFen);
  });

  it('shows the earning on the grab card and the detail in zh, en and tr; the bill line is that earning', async () => {
    const token = await portal.token('designer');
    const price = await designerCrownPrice(token);
    const [target] = await poolCrowns(token);
    for (const language of LANGUAGES) {
      const page = await portal.page({ as: 'designer', language, landing: PATHS.workbench });
      await expect
        .poll(() => taskCard(page, target.orderNo).getByTestId('task-earning').textContent())
        .toBe(earningText('app.orders.earning.quote', target, price, language));
      await page.context().close();
    }
    const workbench = await portal.page({ as: 'designer', landing: PATHS.workbench });
    await clickAndConfirm(
      workbench,
      taskCard(workbench, target.orderNo).getByRole('button', {
        name: uiText('app.orders.tabs.grab'),
      }),
    );
    await expect
      .poll(async () => (await get<PricedTask>(`${TASKS}/${target.id}/detail`, token)).status)
      .toBe('1');
    await workbench.context().close();
    for (const language of LANGUAGES) {
      const page = await portal.page({
        as: 'designer',
        language,
        landing: taskShowPath(target.id),
      });
      await expect
        .poll(() => earningOn(page))
        .toBe(earningText('app.orders.earning.fixed', target, price, language));
      await page.context().close();
    }

    // A veneer on 11 and 21 is paid per tooth: two units on mainacct's pool card, grabbed and
    // handed in; a framework on 45-46 one appliance.
    const mainToken = await portal.token('mainacct');
    const mainPool = await get<{ records: PricedTask[] }>(`${TASKS}/my/page`, mainToken, {
      tab: 'grab',
      size: '100',
    });
    const veneer = mainPool.records.find((task) => task.dentureType === '4');
    const framework = mainPool.records.find((task) => task.dentureType === '6');
    if (!veneer || !framework) throw new Error('the seed has a veneer and a framework in the pool');
    expect(veneer.teeth?.map((tooth) => tooth.toothNo)).toEqual([11, 21]);
    const [veneerPrice] = (
      await get<{ records: UnitPriceRow[] }>('/api/os/price/page', mainToken, {
        productName: veneer.productName,
      })
    ).records;
    const main = await portal.page({ as: 'mainacct', landing: PATHS.workbench });
    const veneerCard = taskCard(main, veneer.orderNo).getByTestId('task-earning');
    await expect
      .poll(() => veneerCard.textContent())
      .toBe(earningText('app.orders.earning.quote', veneer, veneerPrice, 'zh'));
    expect(await veneerCard.textContent()).toContain(
      `2 × ${formatMoneyFen(veneerPrice.unitPriceFen, 'RMB', 'zh')}`,
    );
    expect(await veneerCard.textContent()).toContain(uiText('app.orders.earning.basis.tooth'));
    expect(
      await taskCard(main, framework.orderNo).getByTestId('task-earning').textContent(),
    ).toContain(uiText('app.orders.earning.basis.appliance'));
    await main.context().close();
    const grabbed = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token: mainToken,
      query: { id: veneer.id },
    });
    expect(grabbed.body.code).toBe(200);
    await seedCadFile(portal.url, veneer.id);
    const handedIn = await callApi(portal.url, 'POST', `${TASKS}/${veneer.id}/submit`, {
      token: mainToken,
      query: { id: veneer.id },
    });
    expect(handedIn.body.code).toBe(200);
    const veneerPass = await callApi(portal.url, 'POST', `${TASKS}/qc/pass`, {
      token: await portal.token('support'),
      query: { id: veneer.id },
    });
    expect(veneerPass.body.code).toBe(200);

    // Submitted, passed, the month over and closed: the bill pays the order what it showed.
    await seedCadFile(portal.url, target.id);
    const submit = await callApi(portal.url, 'POST', `${TASKS}/${target.id}/submit`, {
      token,
      query: { id: target.id },
    });
    expect(submit.body.code).toBe(200);
    const support = await portal.token('support');
    const pass = await callApi(portal.url, 'POST', `${TASKS}/qc/pass`, {
      token: support,
      query: { id: target.id },
    });
    expect(pass.body.code).toBe(200);
    await moveClockPast(portal.url, THIS_MONTH);
    const close = await sendJson(
      portal.url,
      'POST',
      '/api/os/bill/close',
      await portal.token('operator'),
      {
        month: THIS_MONTH,
        confirm: true,
      },
    );
    expect(close.body.code).toBe(200);

    const total = earningOf(orderUnits(target), price.unitPriceFen).totalFen;
    const designer = await portal.page({ as: 'designer', landing: settlementPath('bill') });
    await designer.getByTestId('bill-list').getByText(THIS_MONTH, { exact: true }).click();
    const line = designer
      .getByTestId('bill-detail')
      .getByRole('row')
      .filter({ hasText: target.orderNo });
    await expect.poll(() => line.textContent()).toContain(formatMoneyFen(total, 'RMB', 'zh'));
    await designer.context().close();

    // mainacct's bill pays the veneer two units, as its card said.
    const mainBill = await portal.page({ as: 'mainacct', landing: settlementPath('bill') });
    await mainBill.getByTestId('bill-list').getByText(THIS_MONTH, { exact: true }).click();
    const veneerLine = mainBill
      .getByTestId('bill-detail')
      .getByRole('row')
      .filter({ hasText: veneer.orderNo });
    const veneerTotal = 2 * veneerPrice.unitPriceFen;
    await expect
      .poll(() => veneerLine.textContent())
      .toContain(formatMoneyFen(veneerTotal, 'RMB', 'zh'));
    await mainBill.context().close();
  }, 240_000);
});
