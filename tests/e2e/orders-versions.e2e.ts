import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CadVersion, TaskFile } from '../../dataProvider/wireTypes';
import { CASE_FILE_NAMES } from '../../fake-api/seed/taskExtras';
import { taskShowPath } from '../../src/routes/paths';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { confirmDialog, confirmStep } from './support/confirmStep';
import { callApi } from './support/fakeApi';
import { DRILL_SERVER_MESSAGE, planFault } from './support/faultDrill';
import { portalForFile } from './support/harness';
import { TASKS } from './support/orders';
import { notification } from './support/portalPage';
import { binaryStl } from './support/stlFiles';
import { UPLOAD_PAGE, UPLOAD_TASK_ID, choose } from './support/taskUpload';

const portal = portalForFile();
const ID = UPLOAD_TASK_ID;
const V1 = { name: 'crown-v1.stl', buffer: binaryStl(0.02, 11) };
const V2 = { name: 'crown-v2.stl', buffer: binaryStl(0.02, 22) };
const PIN: [number, number, number] = [1.5, -2, 3];

const status = (page: Page) => page.getByTestId('task-detail').getByTestId('task-status').first();
const cadSlot = (page: Page) => page.getByTestId('slot-cad');
const cadRow = (page: Page, name: string) =>
  cadSlot(page).getByTestId('task-file').filter({ hasText: name });

/** A staff or designer call with a JSON body (the QC reasons carry pins). */
async function postJson(path: string, token: string, body: unknown, query: Record<string, string>) {
  const url = new URL(path, portal.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown; msg: string };
}

async function cadHistory(token: string): Promise<CadVersion[]> {
  const { body } = await callApi(portal.url, 'GET', `${TASKS}/${ID}/cadHistory`, { token });
  return body.data as CadVersion[];
}

/** From the upload page, the next step to the task's submit, confirmed with what it hands in. */
async function submitFromUploadPage(page: Page, file: string, version: number) {
  await page.getByTestId('upload-next').getByRole('link').click();
  await page.waitForURL(`**${taskShowPath(ID)}`);
  await page.getByRole('button', { name: uiText('app.orders.actions.submit') }).click();
  const dialog = confirmDialog(page);
  expect(await dialog.getByTestId('submit-file').allTextContents()).toEqual([
    `${uiText('app.upload.slots.cad')}: ${file}`,
  ]);
  expect(await dialog.getByTestId('submit-counts').textContent()).toBe(
    uiText('app.orders.confirm_step.submit_counts', { full: 2, inner: 0 }),
  );
  expect(await dialog.textContent()).toContain(
    uiText('app.orders.confirm_step.submit_note', { version }),
  );
  await confirmStep(page);
  await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.2'));
}

describe('submitted CAD versions are kept, QC sees the whole case (issue 21)', () => {
  it('replaces in rework without a delete, survives a failed replace, keeps version 1 and its pin', async () => {
    const designer = await portal.token('designer');
    const support = await portal.token('support');

    // Version 1: uploaded, counted, submitted through the confirm.
    const page = await portal.page({ as: 'designer', landing: UPLOAD_PAGE });
    await choose(page, 'cad', [V1]);
    await cadRow(page, V1.name).waitFor({ timeout: 60_000 });
    await page.locator('#crown-full').fill('2');
    await submitFromUploadPage(page, V1.name, 1);

    // QC fails it with a pinned reason and returns it; the designer starts the rework.
    const reasons = [{ category: 'margin', severity: 'major', text: '边缘不密合', pin: PIN }];
    expect((await postJson(`${TASKS}/qc/fail`, support, { reasons }, { id: ID })).code).toBe(200);
    expect((await postJson(`${TASKS}/qc/return`, support, {}, { id: ID })).code).toBe(200);
    expect((await postJson(`${TASKS}/${ID}/rework`, designer, {}, {})).code).toBe(200);

    // The submitted file can be replaced, not deleted.
    await page.goto(UPLOAD_PAGE);
    const v1Row = cadRow(page, V1.name);
    await v1Row.waitFor();
    expect(await v1Row.getAttribute('data-submitted')).toBe('true');
    expect(await v1Row.getByTestId('delete-file').count()).toBe(0);

    // Fault drill: the replace's registration fails; version 1 and the chosen file both stay.
    await planFault(portal.url, `${TASKS}/${ID}/replaceTaskFile`, {
      mode: 'error',
      msg: DRILL_SERVER_MESSAGE,
    });
    const chooser = page.waitForEvent('filechooser');
    await v1Row.getByTestId('replace-file').click();
    await (await chooser).setFiles({ ...V2, mimeType: 'application/octet-stream' });
    const item = cadSlot(page).getByTestId('upload-item');
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 60_000 }).toBe('failed');
    expect(await item.getByTestId('upload-status').textContent()).toContain(DRILL_SERVER_MESSAGE);
    expect(await item.textContent()).toContain(V2.name);
    expect(await v1Row.count()).toBe(1);
    const { body } = await callApi(portal.url, 'GET', `${TASKS}/${ID}/uploadFiles`, {
      token: designer,
    });
    expect((body.data as TaskFile[]).map((file) => file.originalName)).toEqual([V1.name]);

    // The retry registers the stored object in version 1's place.
    await item.getByRole('button', { name: uiText('app.upload.actions.retry') }).click();
    await cadRow(page, V2.name).waitFor();
    await expect.poll(() => v1Row.count()).toBe(0);
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.upload.replaced', { name: V2.name, old: V1.name }));
    await submitFromUploadPage(page, V2.name, 2);
    await page.context().close();

    // Both versions stay downloadable; version 1 keeps its pin, version 2 has none yet.
    const versions = await cadHistory(support);
    expect(versions.map((version) => [version.version, version.fileName])).toEqual([
      [2, V2.name],
      [1, V1.name],
    ]);
    for (const version of versions) {
      expect((await fetch(new URL(version.link, portal.url))).status).toBe(200);
    }
    expect(versions[1].qcInspection?.reasons[0].pin).toEqual(PIN);
    expect(versions[0].qcInspection).toBeUndefined();
  });

  it('lets QC read the uploads and view the design over the scans, with version 1 on demand', async () => {
    for (const language of ['zh', 'tr'] as const) {
      const page = await portal.page({
        as: 'support',
        language,
        landing: taskShowPath(ID),
        viewport: { width: 1280, height: 800 },
      });
      const text = (key: Parameters<typeof uiText>[0], values?: Record<string, string | number>) =>
        uiText(key, values, language);
      const uploaded = page.getByTestId('uploaded-files');
      await expect.poll(() => uploaded.textContent()).toContain(V2.name);
      expect(await page.getByTestId('uploaded-unavailable').count()).toBe(0);

      const form = page.getByTestId('qc-form');
      const models = form.getByTestId('stl-model');
      await expect.poll(() => models.count()).toBeGreaterThan(1);
      const names = await models.locator('p').allTextContents();
      expect(names[0]).toBe(V2.name);
      expect(names).toContain(CASE_FILE_NAMES.upper); // a seeded scan
      expect(names).not.toContain('design.stl');
      await form.getByTestId('qc-overlay-previous').check();
      await expect.poll(() => models.locator('p').allTextContents()).toContain(V1.name);

      // The reason form at 1280 px: the description is wide enough to read and type in.
      await form.getByRole('button', { name: text('app.orders.qc.form.add') }).click();
      const description = form
        .getByTestId('qc-form-reason')
        .getByLabel(text('app.orders.qc.form.text'));
      const box = await description.boundingBox();
      expect(box?.width).toBeGreaterThan(600);
      await description.fill(language === 'zh' ? '咬合面过高，请降低' : 'Oklüzal yüzey yüksek');
      for (const field of ['qc-category', 'qc-severity']) {
        expect((await form.getByTestId(field).boundingBox())?.width).toBeGreaterThan(120);
      }
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `orders-versions-qc-form-1280-${language}`);
      if (language === 'zh') {
        // On a phone the reason's fields stack: the description still spans the form.
        await page.setViewportSize({ width: 375, height: 800 });
        await expect
          .poll(async () => (await description.boundingBox())?.width)
          .toBeGreaterThan(250);
        await screenshot(page, 'orders-versions-qc-form-375-zh');
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      // A verdict asks first; cancelling sends nothing.
      await form.getByTestId('qc-return').click();
      await confirmDialog(page)
        .getByRole('button', { name: text('ra.action.cancel') })
        .click();
      await expect.poll(() => confirmDialog(page).count()).toBe(0);
      expect(await status(page).textContent()).toBe(text('app.orders.status.2'));
      await page.context().close();
    }
  });
});
