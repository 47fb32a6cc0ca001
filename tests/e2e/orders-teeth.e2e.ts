import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { PATHS, taskShowPath, taskUploadPath } from '../../src/routes/paths';
import { blockingViolations } from './support/axe';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { seedCadFile, taskCard, TASKS } from './support/orders';
import { notification } from './support/portalPage';
import { sendJson } from './support/tickets';

const portal = portalForFile();

const REASON = '15 is an ovate pontic designed with 16';

/** The first order designer holds that matches. */
async function heldOrder(
  token: string,
  matches: (task: DesignTask) => boolean,
): Promise<DesignTask> {
  const { body } = await callApi(portal.url, 'GET', `${TASKS}/my/page`, {
    token,
    query: { size: '100' },
  });
  const found = (body.data as { records: DesignTask[] }).records.find(matches);
  if (!found) throw new Error('no such seeded order of designer');
  return found;
}

/** The seeded 3-unit bridge 14-15-16 (15 a pontic), in progress. */
const inProgressBridge = (task: DesignTask) =>
  task.status === '1' && Boolean(task.teeth?.some((unit) => unit.restorationType === 'pontic'));

/** designer's rework order of two single crowns, 11 and 12. */
const reworkCrowns = (task: DesignTask) =>
  task.status === '6' && task.teeth?.map((unit) => unit.toothNo).join(' ') === '11 12';

const units = (count: number, language: 'zh' | 'en') =>
  uiText('app.orders.teeth.units', { smart_count: count }, language);
const chartSummary = (page: Page) => page.getByTestId('tooth-chart-summary').textContent();

describe('the tooth chart of an order (issue 24)', () => {
  it('the tooth chart of a 3-unit bridge reads correctly and the submit counts follow it', async () => {
    const designerToken = await portal.token('designer');
    const task = await heldOrder(designerToken, inProgressBridge);

    // zh: the card of the progress tab and the detail's arch, FDI numbers.
    const page = await portal.page({ as: 'designer', landing: PATHS.workbench });
    await page.getByTestId('workbench-tabs').getByRole('tab').nth(1).click();
    await expect
      .poll(() => taskCard(page, task.orderNo).getByTestId('tooth-summary').textContent())
      .toContain(`14-15-16 · ${units(3, 'zh')}`);
    await page.goto(taskShowPath(task.id));
    await expect.poll(() => chartSummary(page)).toBe(`14-15-16 · ${units(3, 'zh')}`);
    const arch = page.getByTestId('tooth-arch');
    const bridge = [
      ['14', 'fullCrown'],
      ['15', 'pontic'],
      ['16', 'fullCrown'],
    ] as const;
    for (const [tooth, type] of bridge) {
      const name = `${tooth} ${uiText(`app.orders.teeth.types.${type}`)}`;
      await arch.getByRole('img', { name, exact: true }).waitFor();
    }
    expect(await arch.getByTestId('tooth-connector').count()).toBe(2);
    await screenshot(page, 'tooth-chart-bridge');

    // The upload page starts from the chart: 3 full crowns, 0 copings; another count needs a reason.
    await page.goto(taskUploadPath(task.id));
    await expect.poll(() => page.locator('#crown-full').inputValue()).toBe('3');
    expect(await page.locator('#crown-inner').inputValue()).toBe('0');
    await expect(page.locator('#crown-count-reason').count()).resolves.toBe(0);
    await page.locator('#crown-full').fill('2');
    await expect
      .poll(() => page.getByTestId('crown-counts').textContent())
      .toContain(uiText('app.orders.teeth.rules.reason_required'));
    await seedCadFile(portal.url, task.id);
    await page.goto(taskShowPath(task.id));
    await page.getByRole('button', { name: uiText('app.orders.actions.submit') }).click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.teeth.rules.reason_required'));
    // The server refuses it too, whoever skips the page.
    const bare = await sendJson(portal.url, 'POST', `${TASKS}/${task.id}/submit`, designerToken, {
      fullCrownCount: 2,
      innerCrownCount: 0,
    });
    expect(bare.body).toMatchObject({ code: 400, msg: '牙冠数量与牙位图不一致，请填写原因' });
    await page.goto(taskUploadPath(task.id));
    await page.locator('#crown-count-reason').fill(REASON);
    await page.getByRole('link', { name: uiText('app.upload.back') }).click();
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(async () => (await detailOf(task.id, designerToken)).status).toBe('2');
    expect(await detailOf(task.id, designerToken)).toMatchObject({
      submittedFullCrownCount: 2,
      submittedCountReason: REASON,
    });
    await page.context().close();

    // en: FDI by default, Universal after switching the preference (FDI 14 = Universal 5).
    const english = await portal.page({
      as: 'designer',
      landing: taskShowPath(task.id),
      language: 'en',
    });
    await expect.poll(() => chartSummary(english)).toBe(`14-15-16 · ${units(3, 'en')}`);
    await english.getByRole('button', { name: 'Universal', exact: true }).click();
    await expect.poll(() => chartSummary(english)).toBe(`3-4-5 · ${units(3, 'en')}`);
    await english
      .getByTestId('tooth-arch')
      .getByRole('img', { name: '5 full crown', exact: true })
      .waitFor();
    await english
      .getByTestId('tooth-arch')
      .getByRole('img', { name: '4 pontic', exact: true })
      .waitFor();
    await english.reload();
    await expect.poll(() => chartSummary(english)).toBe(`3-4-5 · ${units(3, 'en')}`);
    await english.context().close();
  });

  it('staff change the chart and the designer sees it; a designer calling the edit gets 403', async () => {
    const designerToken = await portal.token('designer');
    const task = await heldOrder(designerToken, reworkCrowns);
    const refused = await sendJson(portal.url, 'POST', `${TASKS}/${task.id}/teeth`, designerToken, {
      teeth: [],
      connectors: [],
      shade: '',
    });
    expect(refused.status).toBe(403);

    const staff = await portal.page({ as: 'support', landing: taskShowPath(task.id) });
    await staff.getByRole('button', { name: uiText('app.orders.teeth.editor.open') }).click();
    const dialog = staff.getByRole('dialog');
    const tooth13 = dialog.getByRole('button', {
      name: uiText('app.orders.teeth.tooth_empty', { tooth: '13' }),
    });
    await tooth13.waitFor();
    expect(await blockingViolations(staff)).toEqual([]);
    await screenshot(staff, 'tooth-chart-editor');
    await tooth13.focus();
    await staff.keyboard.press('Enter');
    await dialog.getByLabel(uiText('app.orders.teeth.editor.type')).click();
    await staff
      .getByRole('option', { name: uiText('app.orders.teeth.types.fullCrown'), exact: true })
      .click();
    await dialog
      .getByLabel(uiText('app.orders.teeth.editor.join_next', { next: '12' }), { exact: true })
      .check();
    await dialog.getByRole('button', { name: uiText('app.orders.teeth.editor.save') }).click();
    await expect
      .poll(() => notification(staff).textContent())
      .toContain(uiText('app.orders.teeth.editor.saved'));
    await staff.context().close();

    const designer = await portal.page({ as: 'designer', landing: taskShowPath(task.id) });
    await expect.poll(() => chartSummary(designer)).toBe(`11 12-13 · ${units(3, 'zh')}`);
    expect(await detailOf(task.id, designerToken)).toMatchObject({ fullCrownCount: 3 });
    await designer.context().close();
  });
});

async function detailOf(id: string, token: string): Promise<DesignTask> {
  const { body } = await callApi(portal.url, 'GET', `${TASKS}/${id}/detail`, { token });
  return body.data as DesignTask;
}
