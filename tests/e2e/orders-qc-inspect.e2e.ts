import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { sideMenuItems, sideMenuLabels } from './support/chrome';
import { callApi } from './support/fakeApi';
import { TASKS, seedCadFile, taskCard, taskPage, tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { seededMenuName } from '../../fake-api/seed/menus';
import { QC_REASON_LABELS, QC_SEVERITY_LABELS } from '../../fake-api/orders/qcDictionary';
import { showDesignOnly } from './support/qcViewer';
import { clickAndConfirm } from './support/confirmStep';

const portal = portalForFile();

/** The staff menu group of the seeded menus (fake-api/seed/menus.ts). */
const SEEDED_STAFF_MENU = seededMenuName('staff').zh;
/** The reasons the inspector types. */
const TYPED = { margin: '近中边缘不密合', contacts: '邻接过紧' };
/** A reason's title as the QC dictionary (server data) names it, at the default severity. */
const reasonTitle = (category: 'margin' | 'contacts') =>
  `${QC_REASON_LABELS[category].zh} · ${QC_SEVERITY_LABELS.major.zh}`;

const status = (page: Page) => page.getByTestId('task-detail').getByTestId('task-status').first();

/** The viewer inside `scope` once its model is drawn. */
async function viewerReady(scope: Locator) {
  const viewer = scope.getByTestId('stl-viewer');
  await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
  return viewer;
}

describe('quality inspection in the portal', () => {
  it('queue, fail with a pinned reason, the designer sees the pin (detail and QC tab), rework, deviation map, pass, history', async () => {
    const designer = await tokenOf(portal.url, 'designer', 'Designer1');
    const support = await tokenOf(portal.url, 'support', 'Support1');
    const task = (await taskPage(portal.url, designer, { tab: 'grab', dentureType: '2' }))
      .records[0];
    const grab = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token: designer,
      query: { id: task.id },
    });
    expect(grab.status).toBe(200);
    await seedCadFile(portal.url, task.id);

    // The designer submits; the queue is not theirs.
    const designerPage = await portal.page({ as: 'designer', landing: `/tasks/${task.id}/show` });
    await clickAndConfirm(
      designerPage,
      designerPage.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(designerPage).textContent()).toBe(uiText('app.orders.status.2'));
    const designerMenu = await sideMenuLabels(designerPage);
    expect(designerMenu).toContain(uiText('app.chrome.route.workbench'));
    expect(designerMenu).not.toContain(SEEDED_STAFF_MENU);
    await designerPage.goto('/qcQueue');
    await designerPage.waitForURL('**/403');

    // Support finds it in the queue (staff menu), opens it and fails it with two reasons.
    const inspector = await portal.page({ as: 'support' });
    await sideMenuItems(inspector).filter({ hasText: SEEDED_STAFF_MENU }).click();
    await sideMenuItems(inspector)
      .filter({ hasText: uiText('app.orders.qc.queue.title') })
      .click();
    await inspector.waitForURL('**/qcQueue');
    await inspector
      .getByRole('textbox', { name: uiText('app.orders.qc.queue.columns.orderNo') })
      .fill(task.orderNo);
    const row = inspector.locator('tbody tr').filter({ hasText: task.orderNo });
    await expect.poll(() => inspector.locator('tbody tr').count()).toBe(1);
    expect(await row.textContent()).toContain(uiText('app.orders.qc.queue.kind.first'));
    await row.click();
    await inspector.waitForURL(`**/tasks/${task.id}/show`);
    const form = inspector.getByTestId('qc-form');
    await inspector.getByRole('button', { name: uiText('app.orders.status.4') }).click();
    await expect
      .poll(() => form.getByTestId('qc-form-error').textContent())
      .toBe(uiText('app.orders.qc.error.reasonRequired'));

    await form.getByRole('button', { name: uiText('app.orders.qc.form.add') }).click();
    await form.getByRole('button', { name: uiText('app.orders.qc.form.add') }).click();
    const [first, second] = [
      form.getByTestId('qc-form-reason').nth(0),
      form.getByTestId('qc-form-reason').nth(1),
    ];
    await first.getByLabel(uiText('app.orders.qc.form.text')).fill(TYPED.margin);
    await second.getByRole('combobox').first().click();
    await inspector.getByRole('option', { name: QC_REASON_LABELS.contacts.zh }).click();
    await second.getByLabel(uiText('app.orders.qc.form.text')).fill(TYPED.contacts);
    const qcViewer = await viewerReady(form);
    await showDesignOnly(qcViewer);
    const canvas = qcViewer.getByTestId('stl-canvas');
    await first.getByTestId('qc-pin').click();
    // The taller reason rows push the viewer down: its middle must be on screen to be clicked.
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    await inspector.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => form.getByTestId('viewer-pin').count()).toBe(1);
    await screenshot(inspector, 'orders-qc-inspect-pinned');
    await clickAndConfirm(inspector, form.getByTestId('qc-fail'));
    await expect
      .poll(() => notification(inspector).textContent())
      .toContain(uiText('app.orders.qc.form.done'));
    await expect.poll(() => status(inspector).textContent()).toBe(uiText('app.orders.status.4'));

    const detail = await callApi(portal.url, 'GET', `${TASKS}/${task.id}/detail`, {
      token: designer,
    });
    const stored = (detail.body.data as { qcInspection: { reasons: Reason[] } }).qcInspection;
    expect(stored.reasons.map((reason) => [reason.category, reason.text])).toEqual([
      ['margin', TYPED.margin],
      ['contacts', TYPED.contacts],
    ]);
    const pin = stored.reasons[0].pin;
    expect(pin).toHaveLength(3);
    expect(stored.reasons[1].pin).toBeUndefined();

    // The designer reads both reasons and finds pin 1 where the inspector put it.
    await designerPage.goto(`/tasks/${task.id}/show`);
    const result = designerPage.getByTestId('qc-result');
    const reasons = result.getByTestId('qc-reason');
    await expect.poll(() => reasons.count()).toBe(2);
    expect(await reasons.nth(0).textContent()).toContain(TYPED.margin);
    expect(await reasons.nth(1).textContent()).toContain(TYPED.contacts);
    const viewer = await viewerReady(result);
    const marker = viewer.getByTestId('viewer-pin');
    expect(await marker.count()).toBe(1);
    expect(await marker.getAttribute('data-number')).toBe('1');
    expect(await marker.getAttribute('data-position')).toBe(pin?.join(','));
    await reasons.nth(0).click();
    await expect
      .poll(() => viewer.getAttribute('data-focus'))
      .toBe(pin?.map((value) => value.toFixed(3)).join(','));
    await screenshot(designerPage, 'orders-qc-inspect-designer');

    // The same from the workbench's QC tab: the card lists the reasons, its viewer opens on demand.
    await designerPage.goto('/order/workbench');
    await designerPage.getByTestId('tab-inspection').click();
    const card = taskCard(designerPage, task.orderNo).getByTestId('card-qc-result');
    const cardReasons = card.getByTestId('qc-reason');
    await expect.poll(() => cardReasons.count()).toBe(2);
    // Once the qc_reason dictionary is there, the categories read in the user's language.
    await expect
      .poll(() => cardReasons.nth(0).textContent())
      .toBe(`1${reasonTitle('margin')}${TYPED.margin}`);
    expect(await cardReasons.nth(1).textContent()).toBe(
      `${reasonTitle('contacts')}${TYPED.contacts}`,
    );
    expect(await card.getByTestId('stl-viewer').count()).toBe(0);
    await cardReasons.nth(0).click();
    const cardViewer = await viewerReady(card);
    const cardMarker = cardViewer.getByTestId('viewer-pin');
    expect(await cardMarker.count()).toBe(1);
    expect(await cardMarker.getAttribute('data-number')).toBe('1');
    expect(await cardMarker.getAttribute('data-position')).toBe(pin?.join(','));
    await expect
      .poll(() => cardViewer.getAttribute('data-focus'))
      .toBe(pin?.map((value) => value.toFixed(3)).join(','));
    await screenshot(designerPage, 'orders-qc-inspect-workbench');

    // The inspector returns the order: the form starts from the fail's reasons, pin included.
    await inspector.reload();
    await expect.poll(() => form.getByTestId('qc-form-reason').count()).toBe(2);
    expect(
      await (await viewerReady(form)).getByTestId('viewer-pin').getAttribute('data-position'),
    ).toBe(pin?.join(','));
    // An unqualified order can only be returned: pass and fail are not offered.
    expect(await form.getByTestId('qc-pass').count()).toBe(0);
    expect(await form.getByTestId('qc-fail').count()).toBe(0);
    await clickAndConfirm(inspector, form.getByTestId('qc-return'));
    await expect.poll(() => status(inspector).textContent()).toBe(uiText('app.orders.status.5'));

    // Rework: a second version, the occlusal half raised.
    await designerPage.goto(`/tasks/${task.id}/show`);
    await expect.poll(() => reasons.count()).toBe(2);
    await designerPage.getByRole('button', { name: uiText('app.orders.actions.rework') }).click();
    await expect.poll(() => status(designerPage).textContent()).toBe(uiText('app.orders.status.6'));
    await seedCadFile(portal.url, task.id, '/oss/demo/crown-rework.stl');
    await clickAndConfirm(
      designerPage,
      designerPage.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(designerPage).textContent()).toBe(uiText('app.orders.status.2'));
    await designerPage.context().close();

    // The inspector compares version 2 against version 1, then passes it.
    await inspector.goto('/qcQueue');
    await inspector
      .getByRole('textbox', { name: uiText('app.orders.qc.queue.columns.orderNo') })
      .fill(task.orderNo);
    await expect.poll(() => inspector.locator('tbody tr').count()).toBe(1);
    expect(await row.textContent()).toContain(uiText('app.orders.status.6'));
    await row.click();
    const history = inspector.getByTestId('cad-history');
    await expect.poll(() => history.getByTestId('cad-version').count()).toBe(2);
    await history.getByTestId('deviation-run').click();
    const figures = history.getByTestId('deviation-figures');
    await expect.poll(() => figures.getAttribute('data-final'), { timeout: 30_000 }).toBe('true');
    const max = Number(await figures.getAttribute('data-max'));
    const mean = Number(await figures.getAttribute('data-mean'));
    const within = Number(await figures.getAttribute('data-within'));
    // Version 2 rises up to 80 µm over version 1's occlusal half; its lower half did not move.
    expect(max).toBeGreaterThan(0.07);
    expect(max).toBeLessThan(0.081);
    expect(mean).toBeGreaterThan(0.005);
    expect(mean).toBeLessThan(max);
    expect(within).toBeGreaterThan(0.3);
    expect(within).toBeLessThan(0.99);
    expect(await figures.textContent()).toContain(
      uiText('app.orders.qc.deviation.max', { value: max.toFixed(3) }),
    );
    await viewerReady(history.getByTestId('deviation-view'));
    await screenshot(inspector, 'orders-qc-inspect-deviation');

    await clickAndConfirm(inspector, inspector.getByTestId('qc-pass'));
    await expect.poll(() => status(inspector).textContent()).toBe(uiText('app.orders.status.3'));
    const passed = await callApi(portal.url, 'GET', `${TASKS}/${task.id}/cadHistory`, {
      token: support,
    });
    const versions = passed.body.data as { version: number; qcStatus: string }[];
    expect(versions.map((version) => [version.version, version.qcStatus])).toEqual([
      [2, '3'],
      [1, '5'],
    ]);
    // Each version keeps its own inspection: version 1 its return, with the pin, version 2 the pass.
    const inspections = (passed.body.data as { qcInspection?: Inspection }[]).map(
      (version) => version.qcInspection,
    );
    expect(inspections.map((inspection) => [inspection?.action, inspection?.version])).toEqual([
      ['pass', 2],
      ['return', 1],
    ]);
    expect(inspections[1]?.reasons.map((reason) => reason.pin)).toEqual([pin, undefined]);
    await inspector.reload();
    const rows = history.getByTestId('cad-version');
    await expect
      .poll(() => rows.nth(0).getByTestId('cad-version-result').textContent())
      .toBe(uiText('app.orders.status.3'));
    // The category labels come with the QC dictionary, which may answer after the versions.
    await expect
      .poll(() => rows.nth(1).getByTestId('cad-version-reason').allTextContents())
      .toEqual([
        `${reasonTitle('margin')}: ${TYPED.margin}`,
        `${reasonTitle('contacts')}: ${TYPED.contacts}`,
      ]);
    await inspector.context().close();
    // Two users, three viewers and a deviation map: well over the default minute on two cores.
  }, 180_000);
});

interface Reason {
  category: string;
  text: string;
  pin?: [number, number, number];
}

interface Inspection {
  action: string;
  version: number;
  reasons: Reason[];
}
