import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { loginAs, switchLanguage } from './support/chrome';
import { taskPage, tokenOf } from './support/orders';
import { portalForFile } from './support/harness';
import type { Language } from '../../i18n/languages';
import { textIn, uiSource, uiText } from './support/catalog';

/** The columns of the orders CSV, in order (their headers are the field labels). */
const CSV_COLUMNS = [
  'orderNo',
  'taskNo',
  'patientName',
  'productName',
  'material',
  'customerCode',
  'status',
  'isRework',
  'designCycle',
  'deadline',
  'createTime',
] as const;

const portal = portalForFile();

/** A workbench tab's whole label in `language`, with its changing count: "Grab (8)". */
const counted = (tab: 'grab' | 'progress' | 'history', language: Language) =>
  new RegExp(`^${uiSource(`app.orders.tabs.${tab}`, {}, language)} \\(\\d+\\)$`);

const rows = (page: Page) => page.getByTestId('design-sheet-table').locator('tbody tr');

async function exportCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trimEnd().split('\r\n');
}

describe('my design sheet', () => {
  it('lists own orders of every state, filters them and exports every matching row', async () => {
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const all = await taskPage(portal.url, token, {});
    expect(all.total).toBeGreaterThan(10);

    const page = await portal.page({ as: 'designer', landing: '/order/myDesignSheet' });
    await expect.poll(() => rows(page).count()).toBe(10);

    const lines = await exportCsv(page);
    expect(lines[0]).toBe(
      CSV_COLUMNS.map((field) => uiText(`resources.tasks.fields.${field}`)).join(','),
    );
    expect(lines).toHaveLength(all.total + 1);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(all.records.map((task) => task.orderNo).sort());

    await page.locator('#filter-status').click();
    await page.getByRole('option', { name: uiText('app.orders.status.3') }).click();
    await page.locator('#filter-isRework').click();
    await page.getByRole('option', { name: uiText('app.orders.no') }).click();
    const passed = await taskPage(portal.url, token, { status: '3', isRework: '0' });
    await expect.poll(() => rows(page).count()).toBe(passed.total);
    for (const text of await rows(page).allTextContents())
      expect(text).toContain(uiText('app.orders.status.3'));
    const filtered = await exportCsv(page);
    expect(filtered).toHaveLength(passed.total + 1);
    for (const line of filtered.slice(1))
      expect(line).toContain(`,${uiText('app.orders.status.3')},${uiText('app.orders.no')},`);
    const sent = portal.server.requests().filter((r) => r.path === '/api/os/designTask/my/page');
    expect(sent.at(-1)?.query).toMatchObject({ status: '3', isRework: '0', size: '100' });

    await page.getByRole('tab', { name: uiText('app.orders.sheet.deductions') }).click();
    const deductions = page.getByTestId('deduction-table');
    await expect.poll(() => deductions.locator('tbody tr').count()).toBe(10);
    const header = await deductions.locator('thead').textContent();
    for (const label of [
      uiText('resources.deductions.fields.reason'),
      uiText('resources.deductions.fields.problemLevel'),
      uiText('resources.deductions.fields.violationTime'),
      uiText('resources.deductions.fields.createTime'),
      uiText('resources.deductions.fields.amount'),
      uiText('resources.deductions.fields.method'),
    ]) {
      expect(header).toContain(label);
    }
    await screenshot(page, 'orders-deductions');
    await page.context().close();
  });

  it('speaks English and Turkish', async () => {
    const page = await portal.page({ as: 'designer', landing: '/order/workbench' });
    const [en, tr] = [textIn('en'), textIn('tr')];
    await switchLanguage(page, uiText('app.language.label'), uiText('app.language.en'));
    await expect
      .poll(() => page.getByTestId('tab-grab').textContent())
      .toMatch(counted('grab', 'en'));
    expect(await page.getByTestId('tab-progress').textContent()).toMatch(counted('progress', 'en'));
    await page.goto('/order/myDesignSheet');
    const deductionsTab = (name: string) => page.getByRole('tab', { name }).count();
    await expect.poll(() => deductionsTab(en('app.orders.sheet.deductions'))).toBe(1);
    expect(await page.getByTestId('export-csv').textContent()).toBe(
      en('app.orders.actions.export'),
    );

    await switchLanguage(page, en('app.language.label'), en('app.language.tr'));
    await expect
      .poll(() => page.getByTestId('export-csv').textContent())
      .toBe(tr('app.orders.actions.export'));
    expect(await deductionsTab(tr('app.orders.sheet.deductions'))).toBe(1);
    await page.goto('/order/workbench');
    await expect
      .poll(() => page.getByTestId('tab-history').textContent())
      .toMatch(counted('history', 'tr'));
    await page.context().close();
  });

  it('is the company member page: own orders, no way to the detail', async () => {
    const page = await portal.page();
    await loginAs(page, 'company', 'Company1', '/order/myDesignSheet');
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await rows(page).locator('a').count()).toBe(0);
    await page.context().close();
  });
});
