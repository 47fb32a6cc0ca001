import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerDateTime } from '../../src/domain/format';
import { screenshot } from './support/browser';
import { dateField, shownDay, typeDay } from './support/dates';
import { switchLanguage } from './support/chrome';
import { taskPage, tokenOf, type TaskRow } from './support/orders';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { signInAs } from './support/signIn';

const portal = portalForFile();
let designerTasks: (TaskRow & { deadline: string })[];

const HAN = /\p{Script=Han}/u;

// After the harness's beforeAll (hooks run in order): the started server's orders.
beforeAll(async () => {
  const token = await tokenOf(portal.url, 'designer', 'Designer1');
  designerTasks = (await taskPage(portal.url, token, { size: '200' }))
    .records as typeof designerTasks;
});

/** The order numbers shown as overdue on every workbench tab, and the cards seen. */
async function overdueOnWorkbench(page: Page): Promise<{ overdue: string[]; cards: number }> {
  const overdue: string[] = [];
  let cards = 0;
  for (const tab of ['grab', 'progress', 'inspection', 'history']) {
    await page.getByTestId(`tab-${tab}`).click();
    await page.getByTestId(`task-list-${tab}`).or(page.getByTestId('tasks-empty')).waitFor();
    const list = page.getByTestId(`task-list-${tab}`).getByTestId('task-card');
    cards += await list.count();
    for (const card of await list.all()) {
      if ((await card.locator('[data-testid=deadline][data-overdue=true]').count()) > 0) {
        overdue.push((await card.getByTestId('task-order-no').textContent()) ?? '');
      }
    }
  }
  return { overdue, cards };
}

/** The text of a date field as shown (sections and separators, without bidi marks). */
async function dateFieldText(page: Page, id: string): Promise<string> {
  const text =
    (await dateField(page, id).locator('.MuiPickersSectionList-root').textContent()) ?? '';
  return text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
}

/** The "Product: …" (or its translation) lines of the cards of the open tab. */
async function cardLines(page: Page, prefix: string): Promise<string[]> {
  const lines = page.getByTestId('task-card').getByText(new RegExp(`^${prefix}: `));
  await lines.first().waitFor();
  return lines.allTextContents();
}

describe('workbench on a live clock, in the user language', () => {
  it('shows only the seeded overdue order as overdue, and products in English, then Turkish', async () => {
    // The seed is dated at the server's start: exactly one running order of designer is late.
    const now = Date.now();
    const late = designerTasks.filter(
      (task) =>
        ['1', '5', '6'].includes(task.status) &&
        (parseServerDateTime(task.deadline)?.getTime() ?? Infinity) < now,
    );
    expect(late).toHaveLength(1);
    const page = await portal.page();
    await signInAs(page, 'designer');
    await switchLanguage(page, uiText('app.language.label'), 'English');
    await page.goto('/order/workbench');
    await page.getByTestId('tab-progress').getByText('In progress').waitFor();

    const en = await overdueOnWorkbench(page);
    expect(en.overdue).toEqual([late[0].orderNo]);
    expect(en.cards).toBeGreaterThan(10);
    // One due within the hour, counting down.
    await page.getByTestId('tab-progress').click();
    const soon = page.getByTestId('deadline').filter({ hasText: /^00:\d\d:\d\d left$/ });
    await expect.poll(() => soon.count()).toBe(1);
    // The date filters read as the language writes dates, not as the browser (en-US here) does.
    await expect.poll(() => dateFieldText(page, 'filter-from')).toBe('MM/DD/YYYY');
    const products = await cardLines(page, 'Product');
    expect(products).toContain('Product: Full crown');
    expect(products.filter((line) => HAN.test(line))).toEqual([]);
    const materials = await cardLines(page, 'Material');
    expect(materials.filter((line) => HAN.test(line))).toEqual([]);
    expect(materials).toContain('Material: Zirconia');
    await screenshot(page, 'workbench-liveclock-en');

    // The order detail and My design sheet name the product in English too.
    await page.goto(`/tasks/${late[0].id}/show`);
    const product = page.getByTestId('task-fields').locator('[data-field=productName] dd');
    await expect.poll(() => product.textContent()).toMatch(/^[A-Za-z /-]+$/);
    const fields = page.getByTestId('task-fields');
    for (const field of ['material', 'dentureType', 'unit']) {
      const value = fields.locator(`[data-field=${field}] dd`);
      await expect.poll(() => value.textContent()).toMatch(/^[A-Za-z /-]+$/);
    }
    await page.goto('/order/myDesignSheet');
    const sheet = page.getByTestId('design-sheet-table');
    await sheet.getByText('Full crown').first().waitFor();
    expect(HAN.test((await sheet.locator('td.column-productName').allTextContents()).join())).toBe(
      false,
    );

    await page.goto('/order/workbench');
    await switchLanguage(page, 'Language', 'Türkçe');
    await page.getByTestId('tab-progress').getByText('Devam').waitFor();
    const tr = await overdueOnWorkbench(page);
    expect(tr.overdue).toEqual([late[0].orderNo]);
    await page.getByTestId('tab-progress').click();
    const urun = await cardLines(page, 'Ürün');
    expect(urun).toContain('Ürün: Tam kron');
    expect(urun.filter((line) => HAN.test(line))).toEqual([]);
    await screenshot(page, 'workbench-liveclock-tr');

    // In Turkish the date filter is day.month.year, and the list is asked for the same day.
    await expect.poll(() => dateFieldText(page, 'filter-from')).toBe('GG.AA.YYYY');
    await typeDay(page, 'filter-from', '01012099');
    await expect.poll(() => shownDay(page, 'filter-from')).toBe('01.01.2099');
    expect(await dateFieldText(page, 'filter-from')).toBe('01.01.2099');
    await page.getByTestId('tasks-empty').waitFor();
    const asked = portal.server
      .requests()
      .filter((r) => r.path === '/api/os/designTask/my/page')
      .at(-1);
    expect(asked?.query).toMatchObject({ tab: 'progress', createTime_datege: '2099-01-01' });
    await screenshot(page, 'workbench-datefilter-tr');
    const dictionaryCalls = portal.server
      .requests()
      .filter((r) => r.path === '/api/blade-system/dict-biz/dictionary');
    expect(dictionaryCalls.map((r) => r.query.language)).toEqual(
      expect.arrayContaining(['en', 'tr']),
    );
  });
});
