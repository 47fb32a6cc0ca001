import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uploadEn } from '../../i18n/upload/en';
import { uploadZh } from '../../i18n/upload/zh';
import { screenshot } from './support/browser';
import { apiLogin, callApi, failNext } from './support/fakeApi';
import { notification } from './support/portalPage';
import { binaryStl, sha256, smallStl } from './support/stlFiles';
import {
  UPLOAD_PAGE,
  UPLOAD_TASK_ID,
  UPLOADING,
  choose,
  openUploads,
  recordStatusTexts,
  registeredFiles,
  storedBytes,
} from './support/taskUpload';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { stlViewPath } from '../../src/routes/paths';

const portal = portalForFile();

const CATALOGS = { zh: uploadZh, en: uploadEn } as const;
const SEPARATOR = { zh: '：', en: ': ' } as const;

async function openUploadPage(language: 'zh' | 'en' = 'zh'): Promise<Page> {
  const page = await portal.page({ as: 'designer', landing: UPLOAD_PAGE, language });
  await page.getByTestId('task-upload').waitFor();
  return page;
}

const refusals = (page: Page, slot: string) =>
  page.getByTestId(`slot-${slot}`).getByTestId('refusals').textContent();

const slotFiles = (page: Page, slot: string) =>
  page.getByTestId(`slot-${slot}`).getByTestId('task-file');

describe('CAD upload page', () => {
  it('uploads a 20 MB STL with visible progress, registers it, stores it byte for byte', async () => {
    const page = await openUploadPage();
    expect(await page.locator('h1').textContent()).toBe(uiText('app.orders.detail.upload_area'));
    const stl = binaryStl(20);
    const statusTexts = await recordStatusTexts(page);
    // Over loopback a part's bytes leave at once (a roomy socket takes them all, as on CI) and
    // its answer is what takes time: holding two of the three parts back keeps the bar below
    // 100% until the storage has answered them all.
    await callApi(portal.url, 'POST', '/__fake/delay-upload-parts', {
      query: { count: '2', ms: '4000' },
    });
    await choose(page, 'cad', [{ name: 'crown-20mb.stl', buffer: stl }]);
    await page
      .getByTestId('upload-item')
      .getByRole('progressbar')
      .first()
      .waitFor({ timeout: 30_000 });
    await slotFiles(page, 'cad').waitFor({ timeout: 60_000 });
    expect(await slotFiles(page, 'cad').textContent()).toContain('crown-20mb.stl');
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(0);

    const texts = await statusTexts();
    expect(texts).toContain(uploadZh.status.hashing);
    const percents = texts.flatMap((text) => UPLOADING.exec(text)?.[1] ?? []).map(Number);
    expect(percents[0], texts.join(' | ')).toBe(0);
    expect(
      percents.some((percent) => percent > 0 && percent < 100),
      texts.join(' | '),
    ).toBe(true);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(texts.indexOf(uploadZh.status.hashing)).toBeLessThan(
      texts.indexOf(uiText('app.upload.status.uploading', { percent: 0 })),
    );
    expect(texts).toContain(uploadZh.status.registering);

    const [file] = await registeredFiles(portal.url);
    expect(file).toMatchObject({
      fileType: 'cad',
      originalName: 'crown-20mb.stl',
      fileSize: stl.length,
      hashValue: sha256(stl),
    });
    // The server's own link, built from the key: its object route, never the storage's port.
    expect(file.link).toMatch(
      /^\/api\/blade-resource\/oss\/object\/upload\/\d{8}\/[0-9a-f]{32}\.stl$/,
    );
    expect(file.viewStlUrl).toBe(file.link);
    const absolute = new URL(file.link, portal.url).href;
    expect((await storedBytes(absolute)).equals(stl)).toBe(true);
    const preview = await slotFiles(page, 'cad').getByRole('link').getAttribute('href');
    // Shown under the file's own name, not the key's (issue 39).
    expect(preview).toBe(stlViewPath([{ url: absolute, name: file.originalName }]));
    await screenshot(page, 'task-upload-cad');
    await page.context().close();
  }, 150_000);

  it('refuses every file rule with its message in zh, keeping what was chosen', async () => {
    const page = await openUploadPage();
    const rules = uploadZh.rules;
    // A full crown needs no DLP model, and the slot says so by the order's type (issue 39).
    expect(await page.getByTestId('slot-dlp').textContent()).not.toContain(rules.dlp_count);
    expect(await page.getByTestId('slot-hint-dlp').getAttribute('data-short')).toBe('false');
    await refuseEachRule(page, 'zh');

    await choose(page, 'dlp', [
      { name: 'print-a.stl', buffer: smallStl('a') },
      { name: 'print-b.stl', buffer: smallStl('b') },
      { name: 'print-c.stl', buffer: smallStl('c') },
    ]);
    await expect.poll(() => refusals(page, 'dlp')).toContain(`print-c.stl：${rules.dlp_count}`);
    await expect.poll(() => slotFiles(page, 'dlp').count(), { timeout: 30_000 }).toBe(2);
    await choose(page, 'toothMold', [{ name: 'renamed-print.stl', buffer: smallStl('a') }]);
    await expect
      .poll(() => refusals(page, 'toothMold'))
      .toContain(`renamed-print.stl：${rules.duplicate}`);
    expect(await slotFiles(page, 'toothMold').count()).toBe(0);
    expect((await registeredFiles(portal.url)).map((file) => file.originalName).sort()).toEqual([
      'crown-20mb.stl',
      'print-a.stl',
      'print-b.stl',
    ]);

    await page.locator('#crown-full').fill('0');
    await expect
      .poll(() => page.getByTestId('crown-counts').textContent())
      .toContain(rules.crown_required);
    await page.locator('#crown-inner').fill('-1');
    await expect
      .poll(() => page.getByTestId('crown-counts').textContent())
      .toContain(rules.crown_number);
    await screenshot(page, 'task-upload-rules');
    await page.locator('#crown-inner').fill('0');
    await page.locator('#crown-full').fill('2');
    expect(await page.getByTestId('crown-counts').locator('.Mui-error').count()).toBe(0);
    await page.context().close();
  });

  it('refuses every file rule with its message in en', async () => {
    const page = await openUploadPage('en');
    expect(await page.locator('h1').textContent()).toBe('CAD design upload');
    await refuseEachRule(page, 'en');
    // Both DLP models are registered: the third is told to replace one (issue 40, point 9).
    await choose(page, 'dlp', [{ name: 'third.stl', buffer: smallStl('third') }]);
    await expect
      .poll(() => refusals(page, 'dlp'))
      .toContain(`third.stl: ${uploadEn.rules.dlp_full}`);
    await choose(page, 'bracket', [{ name: 'same-as-b.stl', buffer: smallStl('b') }]);
    await expect
      .poll(() => refusals(page, 'bracket'))
      .toContain(`same-as-b.stl: ${uploadEn.rules.duplicate}`);
    await page.locator('#crown-full').fill('x');
    await expect
      .poll(() => page.getByTestId('crown-counts').textContent())
      .toContain(uploadEn.rules.crown_number);
    await page.context().close();
  });

  it('completes an upload whose first two parts fail with 500', async () => {
    const page = await openUploadPage();
    const control = async (method: string, path: string) =>
      (await callApi(portal.url, method, path)).body.data as { pendingFailures?: number };
    await control('POST', '/__fake/fail-upload-parts?count=2');
    expect(await control('GET', '/__fake/upload-parts')).toMatchObject({ pendingFailures: 2 });
    const mold = binaryStl(12, 7);
    await choose(page, 'toothMold', [{ name: 'mold-12mb.stl', buffer: mold }]);
    await slotFiles(page, 'toothMold').waitFor({ timeout: 60_000 });
    expect(await control('GET', '/__fake/upload-parts')).toMatchObject({ pendingFailures: 0 });
    const stored = (await registeredFiles(portal.url)).find(
      (f) => f.originalName === 'mold-12mb.stl',
    );
    expect(stored?.hashValue).toBe(sha256(mold));
    expect((await storedBytes(new URL(stored?.link ?? '', portal.url).href)).equals(mold)).toBe(
      true,
    );
    await page.context().close();
  }, 150_000);

  it('warns when the upload keys are missing, logs it, keeps the file, and retries', async () => {
    const page = await openUploadPage();
    await failNext(portal.url, '/api/cl-order/order/FrontEndAS', 1);
    await choose(page, 'reticleModel', [{ name: 'lines.stl', buffer: smallStl('lines') }]);
    await expect.poll(() => notification(page).textContent()).toContain(uploadZh.missing_keys);
    const item = page.getByTestId('slot-reticleModel').getByTestId('upload-item');
    await expect.poll(() => item.getAttribute('data-status')).toBe('failed');
    expect(await item.getByTestId('upload-status').textContent()).toContain(uploadZh.missing_keys);
    const logs = await page.evaluate(() => localStorage.getItem('saber-logs') ?? '[]');
    expect(JSON.parse(logs)).toContainEqual(
      expect.objectContaining({
        message: 'app.upload.missing_keys',
        info: 'upload reticleModel: lines.stl',
      }),
    );
    expect((await registeredFiles(portal.url)).some((f) => f.originalName === 'lines.stl')).toBe(
      false,
    );

    await item.getByRole('button', { name: uiText('app.upload.actions.retry') }).click();
    await slotFiles(page, 'reticleModel').waitFor({ timeout: 30_000 });
    expect((await registeredFiles(portal.url)).some((f) => f.originalName === 'lines.stl')).toBe(
      true,
    );
    await page.context().close();

    const english = await openUploadPage('en');
    await failNext(portal.url, '/api/cl-order/order/FrontEndAS', 1);
    await choose(english, 'reticleModel', [{ name: 'lines-2.stl', buffer: smallStl('lines-2') }]);
    await expect.poll(() => notification(english).textContent()).toContain(uploadEn.missing_keys);
    await english.context().close();
  });

  it('cancels an upload: the file leaves the list and nothing is registered', async () => {
    const page = await openUploadPage();
    const delayParts = (count: string) =>
      callApi(portal.url, 'POST', '/__fake/delay-upload-parts', { query: { count, ms: '30000' } });
    await delayParts('5');
    const before = await openUploads(portal.url);
    await choose(page, 'bracket', [{ name: 'bracket-20mb.stl', buffer: binaryStl(20, 3) }]);
    const item = page.getByTestId('slot-bracket').getByTestId('upload-item');
    await expect.poll(() => item.getAttribute('data-status')).toBe('uploading');
    await expect
      .poll(async () => (await openUploads(portal.url)).filter((id) => !before.includes(id)))
      .toHaveLength(1);
    const [upload] = (await openUploads(portal.url)).filter((id) => !before.includes(id));
    await item.getByRole('button', { name: uiText('app.orders.actions.close') }).click();
    await expect.poll(() => item.count()).toBe(0);
    // Aborted in the storage: its parts are refused from now on, it can never be registered.
    await expect
      .poll(async () => await openUploads(portal.url), { timeout: 40_000 })
      .not.toContain(upload);
    expect(await slotFiles(page, 'bracket').count()).toBe(0);
    expect((await registeredFiles(portal.url)).some((f) => f.fileType === 'bracket')).toBe(false);
    await delayParts('0');
    await page.context().close();
  }, 150_000);

  it('stops an upload when the page is left: back later, nothing was registered', async () => {
    const page = await openUploadPage();
    // Parts held back 30 s: without the stop, the upload would complete and register meanwhile
    // (4 s was shorter than the polls and the click on a loaded machine).
    await callApi(portal.url, 'POST', '/__fake/delay-upload-parts', {
      query: { count: '3', ms: '30000' },
    });
    const before = await openUploads(portal.url);
    await choose(page, 'toothMold', [{ name: 'mold-left.stl', buffer: binaryStl(20, 5) }]);
    const item = page.getByTestId('slot-toothMold').getByTestId('upload-item');
    await expect.poll(() => item.getAttribute('data-status')).toBe('uploading');
    await expect
      .poll(async () => (await openUploads(portal.url)).filter((id) => !before.includes(id)))
      .toHaveLength(1);
    const [upload] = (await openUploads(portal.url)).filter((id) => !before.includes(id));
    await page.getByRole('link', { name: uploadZh.back }).click();
    await page.getByTestId('upload-link').waitFor();
    // Aborted in the storage: its parts are refused from now on, it can never be registered.
    await expect.poll(async () => await openUploads(portal.url)).not.toContain(upload);
    expect(
      (await registeredFiles(portal.url)).some((f) => f.originalName === 'mold-left.stl'),
    ).toBe(false);
    await page.getByTestId('upload-link').click();
    await page.getByTestId('task-upload').waitFor();
    expect(await slotFiles(page, 'toothMold').filter({ hasText: 'mold-left.stl' }).count()).toBe(0);
    expect(await page.getByTestId('upload-item').count()).toBe(0);
    await callApi(portal.url, 'POST', '/__fake/delay-upload-parts', {
      query: { count: '0', ms: '0' },
    });
    await page.context().close();
  }, 150_000);

  it('deletes a registered file only once confirmed, with one DELETE', async () => {
    const page = await openUploadPage();
    await choose(page, 'reticleModel', [{ name: 'lines-delete.stl', buffer: smallStl('del') }]);
    const row = slotFiles(page, 'reticleModel').filter({ hasText: 'lines-delete.stl' });
    await row.waitFor({ timeout: 30_000 });
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });

    await row.getByTestId('delete-file').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('lines-delete.stl');
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    expect(deletes).toEqual([]);

    await row.getByTestId('delete-file').click();
    await dialog.locator('.ra-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
    expect(
      (await registeredFiles(portal.url)).some((f) => f.originalName === 'lines-delete.stl'),
    ).toBe(false);
    await page.context().close();
  });

  it('says in the user’s language, by the server’s refusal code, that the task cannot be loaded', async () => {
    const token = (await apiLogin(portal.url, 'designer', 'Designer1')).access_token as string;
    const missing = `${UPLOAD_TASK_ID.slice(0, -3)}999`;
    const { body } = await callApi(portal.url, 'GET', `/api/os/designTask/${missing}/detail`, {
      token,
    });
    expect(body.data).toMatchObject({ refusal: 'task_not_found' });
    const page = await portal.page({ as: 'designer', landing: `/order/task/${missing}/upload` });
    const alert = page.getByTestId('upload-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(uiText('app.refusal.task_not_found'));
    expect(await page.getByTestId('task-upload').count()).toBe(0);
    await page.context().close();
  });
});

/** Each name rule, one selection at a time; nothing already listed is lost. */
async function refuseEachRule(page: Page, language: 'zh' | 'en') {
  const rules = CATALOGS[language].rules;
  const before = await page.getByTestId('task-file').count();
  const cases: [string, string, string][] = [
    ['cad', 'crown.ply', rules.cad_format],
    ['cad', `second-${language}.stl`, rules.cad_full],
    ['reticleModel', 'lines.obj', rules.reticle_format],
    ['toothMold', 'mold.zip', rules.mold_format],
    ['bracket', 'tray.dcm', rules.bracket_format],
    ['dlp', 'print.3mf', rules.dlp_format],
    ['toothMold', 'mold,upper.stl', rules.comma],
    ['bracket', 'tray，lower.obj', rules.comma],
  ];
  for (const [slot, name, message] of cases) {
    await choose(page, slot, [{ name, buffer: smallStl(`${language}-${name}`) }]);
    // The first choice of a fresh page also loads the rules' code: 30 s on 2 busy cores.
    await expect
      .poll(() => refusals(page, slot), { timeout: 30_000 })
      .toBe(`${name}${SEPARATOR[language]}${message}`);
  }
  expect(await page.getByTestId('task-file').count()).toBe(before);
  expect(await page.getByTestId('upload-item').count()).toBe(0);
}
