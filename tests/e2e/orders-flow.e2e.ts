import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { callApi } from './support/fakeApi';
import { TASKS, taskCard, taskPage, tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { binaryStl, sha256 } from './support/stlFiles';
import { UPLOADING, choose, recordStatusTexts, storedBytes } from './support/taskUpload';
import { PATHS, taskShowPath, taskUploadPath } from '../../src/routes/paths';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';

const portal = portalForFile();

/** The reason the inspector sends. */
const TYPED_REASON = '咬合面过高';

const status = (page: Page) => page.getByTestId('task-detail').getByTestId('task-status').first();

interface StoredTaskFile {
  fileType: string;
  originalName: string;
  fileSize: number;
  hashValue: string;
  link: string;
}

describe('a design order from the pool to history', () => {
  it('grab, upload a 20 MB STL with its progress bar, submit, fail, rework, resubmit, pass', async () => {
    const designer = await tokenOf(portal.url, 'designer', 'Designer1');
    const support = await tokenOf(portal.url, 'support', 'Support1');
    const pool = await taskPage(portal.url, designer, { tab: 'grab', dentureType: '1' });
    const task = pool.records[0];

    const page = await portal.page({ as: 'designer', landing: PATHS.workbench });
    await clickAndConfirm(
      page,
      taskCard(page, task.orderNo).getByRole('button', { name: uiText('app.orders.tabs.grab') }),
    );
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.orders.done.grab'));

    await page.goto(taskShowPath(task.id));
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.1'));
    await page.getByTestId('upload-link').click();
    await page.waitForURL(`**${taskUploadPath(task.id)}`);
    await page.getByTestId('task-upload').waitFor();

    const stl = binaryStl(20, 7);
    const statusTexts = await recordStatusTexts(page);
    await choose(page, 'cad', [{ name: 'design-20mb.stl', buffer: stl }]);
    const registered = page.getByTestId('slot-cad').getByTestId('task-file');
    await registered.waitFor({ timeout: 90_000 });
    // The bar's steps between 0 and 100 are taskUpload.e2e.ts's to show (parts held back there):
    // here a loaded machine may render the whole of a fast loopback upload in one frame.
    const percents = (await statusTexts())
      .flatMap((text) => UPLOADING.exec(text)?.[1] ?? [])
      .map(Number);
    expect(percents[0], String(percents)).toBe(0);
    expect(percents.at(-1)).toBe(100);

    const files = await callApi(portal.url, 'GET', `${TASKS}/${task.id}/uploadFiles`, {
      token: designer,
    });
    const [file] = files.body.data as StoredTaskFile[];
    expect(file).toMatchObject({ fileType: 'cad', fileSize: stl.length, hashValue: sha256(stl) });
    expect((await storedBytes(new URL(file.link, portal.url).href)).equals(stl)).toBe(true);

    // The crown counts typed here travel with the submit and are stored with the order.
    await page.locator('#crown-full').fill('3');
    await page.locator('#crown-inner').fill('1');
    // Other than the tooth chart's counts (issue 24): the reason goes with them.
    await page.locator('#crown-count-reason').fill('one coping added');
    await page.getByRole('link', { name: uiText('app.upload.back') }).click();
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.2'));
    const submitted = await callApi(portal.url, 'GET', `${TASKS}/${task.id}/detail`, {
      token: designer,
    });
    expect(submitted.body.data).toMatchObject({
      submittedFullCrownCount: 3,
      submittedInnerCrownCount: 1,
    });

    const qc = (action: string, reasons?: string) =>
      callApi(portal.url, 'POST', `${TASKS}/qc/${action}`, {
        token: support,
        query: reasons ? { id: task.id, reasons } : { id: task.id },
      });
    expect((await qc('fail', TYPED_REASON)).body).toMatchObject({ code: 200 });
    await page.reload();
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.4'));
    expect(await page.getByTestId('qc-reasons').textContent()).toContain(TYPED_REASON);

    expect((await qc('return')).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: uiText('app.orders.actions.rework') }).click();
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.6'));
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.orders.actions.submit') }),
    );
    await expect.poll(() => status(page).textContent()).toBe(uiText('app.orders.status.2'));
    expect((await qc('pass')).body.data).toMatchObject({ status: '3' });

    await page.goto(PATHS.workbench);
    await page.getByTestId('tab-history').click();
    const done = taskCard(page, task.orderNo);
    await done.waitFor();
    expect(await done.getByTestId('task-status').textContent()).toBe(uiText('app.orders.status.3'));
    await screenshot(page, 'orders-flow-history');
    await page.context().close();
  }, 180_000);
});
