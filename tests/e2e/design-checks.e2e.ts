import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designDemoBytes } from '../../fake-api/files/designDemoFiles';
import { MEASURE_TASK_IDS } from '../../fake-api/seed/measurer';
import type { Language } from '../../i18n/languages';
import { taskShowPath, taskUploadPath, PATHS } from '../../src/routes/paths';
import { screenshot } from './support/browser';
import { modelPixelShare, redGreenShares } from './support/canvasPixels';
import { uiText } from './support/catalog';
import { putStoredObject } from './support/caseStorage';
import { confirmDialog, confirmStep } from './support/confirmStep';
import { portalForFile } from './support/harness';
import { taskCard } from './support/orders';
import { notification } from './support/portalPage';
import { choose } from './support/taskUpload';
import { sendJson } from './support/tickets';

const portal = portalForFile();
/** The viewer's background in the light theme (viewer-colors.e2e.ts). */
const VIEWER_BACKGROUND: [number, number, number] = [0xee, 0xf1, 0xf5];

const demoFile = (name: string) => ({ name, buffer: designDemoBytes(name)! });

async function openUpload(taskId: string, language: Language = 'zh'): Promise<Page> {
  const page = await portal.page({ as: 'measurer', landing: taskUploadPath(taskId), language });
  await page.getByTestId('task-upload').waitFor();
  return page;
}

/** The design's report once measured: its verdict, as the panel marks it. */
async function measuredVerdict(page: Page) {
  const report = page.getByTestId('design-checks').getByTestId('design-check-report');
  await report.waitFor({ timeout: 60_000 });
  return report.getAttribute('data-verdict');
}

/**
 * Stores a demo design and registers it as `taskId`'s newest CAD file (json-server's view of the
 * state, test-only), as the upload page would after its upload.
 */
async function registerStoredCad(taskId: string, name: string) {
  const key = `upload/e2e/${taskId}/${name}`;
  const link = await putStoredObject(portal, key, designDemoBytes(name)!);
  const response = await fetch(new URL('/__db/taskFiles', portal.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: `e2e-${taskId}-${name}`,
      taskId,
      fileType: 'cad',
      fileSize: designDemoBytes(name)!.length,
      createTime: '2026-11-28 08:00:00',
      domain: '',
      link,
      name: key,
      originalName: name,
      viewStlUrl: link,
      hashValue: `${taskId}-${name}`,
    }),
  });
  expect(response.ok).toBe(true);
}

/** The design's downloads from the storage, as they happen. */
function countDesignReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/blade-resource/oss/object/upload/')) {
      reads.push(request.url());
    }
  });
  return reads;
}

const row = (page: Page, check: string) =>
  page
    .getByTestId('design-check-row')
    .and(page.locator(`[data-check="${check}"]`))
    .first();

describe('design checks: measured before it is judged (issue 37)', () => {
  it('blocks a zirconia crown ground to 0.3 mm, with the reason in zh, en and tr', async () => {
    const id = MEASURE_TASK_IDS.crown;
    const page = await openUpload(id);
    // The order's numbers are on the page before anything is uploaded.
    const detail = await portal.page({ as: 'measurer', landing: taskShowPath(id) });
    await expect
      .poll(() => detail.getByTestId('design-spec').textContent())
      .toContain(uiText('app.design_check.material.zirconia-3y'));
    await detail.context().close();

    const designReads = countDesignReads(page);
    await choose(page, 'cad', [demoFile('crown-thin-cusp.stl')]);
    expect(await measuredVerdict(page)).toBe('hard');
    // The file just uploaded is measured from the designer's own disk: not downloaded again.
    expect(designReads).toHaveLength(0);
    const thin = row(page, 'thickness.occlusal');
    expect(await thin.getAttribute('data-verdict')).toBe('hard');
    expect(await thin.textContent()).toMatch(/0\.(29|30|31) mm/);
    expect(await thin.textContent()).toContain('0.70 mm');
    expect(await page.getByTestId('design-check-blocked').textContent()).toBe(
      uiText('app.design_check.panel.blocked'),
    );
    await screenshot(page, 'design-checks-blocked-zh');

    // The thickness map: the thin cusp red in the viewer, the legend's breaks the limits.
    const map = page.getByTestId('check-map');
    await map.getByTestId('check-map-thickness').click();
    await map
      .getByTestId('stl-model')
      .and(page.locator('[data-first-frame-ms]'))
      .waitFor({ timeout: 60_000 });
    const legend = map.getByTestId('check-map-legend');
    const occlusal = legend.locator('[data-walls="occlusal"]');
    expect(await occlusal.textContent()).toContain(
      uiText('app.design_check.map.hard', { value: '0.70' }),
    );
    expect(await legend.locator('[data-walls="axial"]').textContent()).toContain(
      uiText('app.design_check.map.hard', { value: '0.50' }),
    );
    const canvas = () => map.getByTestId('stl-canvas').screenshot();
    // Red where the wall is under 0.7 mm, and only there: the rest of the crown is not red.
    await expect
      .poll(async () => (await redGreenShares(page, await canvas())).red)
      .toBeGreaterThan(0);
    const png = await canvas();
    const { red } = await redGreenShares(page, png);
    expect(await modelPixelShare(page, png, VIEWER_BACKGROUND)).toBeGreaterThan(10 * red);
    await screenshot(page, 'design-checks-thickness-map');
    await map.getByTestId('check-map-none').click();
    expect(await map.getByTestId('stl-canvas').count()).toBe(0);
    await page.context().close();

    for (const language of ['en', 'tr'] as const) {
      // Counted from before the upload page opens: its check starts as it loads.
      const other = await portal.page({ as: 'measurer', language });
      const reads = countDesignReads(other);
      await other.goto(taskUploadPath(id));
      expect(await measuredVerdict(other)).toBe('hard');
      // Opened on a stored design: walls and surroundings, in two workers, download it once.
      expect(reads).toHaveLength(1);
      expect(await other.getByTestId('design-check-blocked').textContent()).toBe(
        uiText('app.design_check.panel.blocked', {}, language),
      );
      expect(await row(other, 'thickness.occlusal').textContent()).toContain(
        uiText('app.design_check.check.thickness_occlusal', {}, language),
      );
      await other.context().close();
    }

    // The submit stops at the click, with the reason; nothing reaches the server's history.
    const show = await portal.page({ as: 'measurer', landing: taskShowPath(id) });
    expect(await measuredVerdict(show)).toBe('hard');
    await show.getByRole('button', { name: uiText('app.orders.actions.submit') }).click();
    await expect
      .poll(() => notification(show).textContent())
      .toContain(uiText('app.refusal.design_check_hard'));
    expect(await confirmDialog(show).count()).toBe(0);
    const token = await portal.token('measurer');
    const { body } = await sendJson(
      portal.url,
      'POST',
      `/api/os/designTask/${id}/submit`,
      token,
      {},
    );
    expect(body.data).toEqual({
      refusal: 'design_check_hard',
      values: { check: 'thickness.occlusal' },
    });
    await show.context().close();
  }, 240_000);

  it("sends a soft failure's justification with the submit, and the inspector starts from its pins", async () => {
    const id = MEASURE_TASK_IDS.thickWalls;
    const page = await openUpload(id);
    await choose(page, 'cad', [demoFile('crown-clean.stl')]);
    expect(await measuredVerdict(page)).toBe('soft');
    await page.context().close();

    const show = await portal.page({ as: 'measurer', landing: taskShowPath(id) });
    expect(await measuredVerdict(show)).toBe('soft');
    const submit = show.getByRole('button', { name: uiText('app.orders.actions.submit') });
    await submit.click();
    await expect
      .poll(() => notification(show).textContent())
      .toContain(uiText('app.refusal.design_check_justify'));
    const line = '壁厚保持 1.0 mm 以保证咬合，已与技工所电话确认';
    await show.getByLabel(uiText('app.design_check.panel.justification')).fill(line);
    await submit.click();
    expect(await confirmDialog(show).getByTestId('submit-justification').textContent()).toContain(
      line,
    );
    await confirmStep(show);
    await expect
      .poll(() => notification(show).textContent())
      .toBe(uiText('app.orders.done.submit'));
    await show.context().close();

    const inspector = await portal.page({ as: 'support', landing: taskShowPath(id) });
    const record = inspector.getByTestId('server-design-check');
    await record.waitFor({ timeout: 30_000 });
    expect(await record.getAttribute('data-verdict')).toBe('soft');
    expect(await inspector.getByTestId('design-check-justification').textContent()).toContain(line);
    // Each check short of the order is a reason already, pinned at its worst region.
    const reasons = inspector.getByTestId('qc-form-reason');
    await expect.poll(() => reasons.count()).toBeGreaterThan(0);
    const text = await reasons.first().getByTestId('qc-text').inputValue();
    expect(text).toContain(uiText('app.design_check.check.thickness_occlusal'));
    expect(text).toMatch(/1\.20 mm/);
    const pin = reasons.first().getByTestId('qc-pin');
    expect(await pin.getAttribute('class')).toContain('MuiButton-contained');
    await screenshot(inspector, 'design-checks-inspector');
    await inspector.context().close();
  }, 240_000);

  it("lets the designer appeal a return on a contact that meets the order's numbers", async () => {
    const id = MEASURE_TASK_IDS.crown;
    // The designer's clean crown, stored and registered (the upload page is the test above's):
    // its contacts 0.03 mm deep, as "medium" asks.
    await registerStoredCad(id, 'crown-clean.stl');
    const measurer = await portal.token('measurer');
    const submit = `/api/os/designTask/${id}/submit`;
    expect((await sendJson(portal.url, 'POST', submit, measurer, {})).body.code).toBe(200);

    // The inspector returns it for a tight contact, pinned on the distal contact.
    const support = await portal.token('support');
    const reason = {
      category: 'contacts',
      severity: 'minor',
      text: '邻接过紧',
      pin: [4.2, 0, 2.5],
    };
    const returned = await sendJson(
      portal.url,
      'POST',
      `/api/os/designTask/qc/return?id=${id}`,
      support,
      { reasons: [reason] },
    );
    const { orderNo } = returned.body.data as { orderNo: string };

    const page = await portal.page({ as: 'measurer', landing: taskShowPath(id) });
    const measured = page.getByTestId('qc-result').getByTestId('qc-pin-measured');
    await measured.waitFor({ timeout: 30_000 });
    expect(await measured.getAttribute('data-meets')).toBe('true');
    const line = (await measured.getByTestId('qc-pin-value').textContent()) ?? '';
    expect(line).toContain(uiText('app.design_check.check.proximal_contact'));
    expect(line).toMatch(/-0\.0[234] mm/);
    expect(line).toContain('-0.03 mm ±0.03 mm');
    expect(await measured.getByTestId('qc-pin-verdict').textContent()).toBe(
      uiText('app.orders.qc.measured.meets'),
    );
    await measured.getByRole('button', { name: uiText('app.orders.qc.measured.appeal') }).click();
    const form = page.getByTestId('work-order-dialog').getByTestId('work-order-form');
    const subject = uiText('app.orders.qc.measured.appealSubject', { orderNo });
    await expect.poll(() => form.locator('input[name=subject]').inputValue()).toBe(subject);
    const editor = form.locator('.ProseMirror');
    const prefilled = (await editor.textContent()) ?? '';
    expect(prefilled).toContain(orderNo);
    expect(prefilled).toContain('邻接过紧');
    expect(prefilled).toMatch(/-0\.0[234] mm/);
    expect(prefilled).toContain('-0.03 mm ±0.03 mm');
    await screenshot(page, 'design-checks-appeal');
    // The designer adds a line before sending.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('邻牙扫描见附件');
    await form
      .getByRole('button', { name: uiText('app.tickets.form.submit'), exact: true })
      .click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.tickets.form.success'));
    await page.getByTestId('work-order-dialog').waitFor({ state: 'hidden' });
    await page.context().close();

    const desk = await portal.page({ as: 'support', landing: '/tickets' });
    await desk.getByTestId('ticket-list').getByText(subject).click();
    const content = desk.getByTestId('ticket-content');
    await expect.poll(() => content.textContent()).toContain(orderNo);
    expect(await content.textContent()).toContain('邻牙扫描见附件');
    expect(await content.textContent()).toContain('-0.03 mm ±0.03 mm');
    // The inspector reads the same value beside the reason.
    const inspector = await portal.page({ as: 'support', landing: taskShowPath(id) });
    const seen = inspector.getByTestId('qc-result').getByTestId('qc-pin-value');
    await expect.poll(() => seen.textContent(), { timeout: 30_000 }).toBe(line);
    expect(await inspector.getByTestId('qc-appeal').count()).toBe(0);
    await desk.context().close();
    await inspector.context().close();
  }, 240_000);

  it('shows on the grab card that the prep is 1 mm short for lithium disilicate', async () => {
    const support = await portal.token('support');
    const create = (body: Record<string, string>) =>
      sendJson(portal.url, 'POST', '/api/os/designTask/pool/create', support, {
        dentureType: '1',
        ...body,
      });
    const orderNo = async (body: Record<string, string>) =>
      ((await create(body)).body.data as { orderNo: string }).orderNo;
    const short = await orderNo({ demoCase: 'short-prep', materialId: 'lithium-disilicate' });
    const roomy = await orderNo({ demoCase: 'crown', materialId: 'zirconia-3y' });
    for (const language of ['zh', 'en'] as const) {
      const page = await portal.page({ as: 'measurer', landing: PATHS.workbench, language });
      const shortCard = taskCard(page, short);
      await shortCard.waitFor({ timeout: 30_000 });
      const chip = shortCard.getByTestId('space-check');
      expect(await chip.getAttribute('data-verdict')).toBe('hard');
      expect(await chip.textContent()).toBe(
        uiText(
          'app.design_check.spec.space_hard',
          {
            short: '1.00',
            material: uiText('app.design_check.material.lithium-disilicate', {}, language),
          },
          language,
        ),
      );
      const roomyChip = taskCard(page, roomy).getByTestId('space-check');
      expect(await roomyChip.textContent()).toBe(
        uiText('app.design_check.spec.space_pass', {}, language),
      );
      await screenshot(page, `design-checks-grab-card-${language}`);
      await page.context().close();
    }
  }, 120_000);
});
