import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseFile, SpecialRequest, SpecialRequestFile } from '../../dataProvider/wireTypes';
import { BITE_REQUEST, CASE_FILE_NAMES } from '../../fake-api/seed/taskExtras';
import type { Language } from '../../i18n/languages';
import { screenshot } from './support/browser';
import { uiPattern, uiText } from './support/catalog';
import { addStoredCaseFile, largeStl } from './support/caseStorage';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { TASKS, taskPage } from './support/orders';
import { hold, release, waiting } from './support/sessions';

const portal = portalForFile();
/** A bite scan in the object storage (another origin), big enough for the progress to move. */
const BITE_SCAN = '咬合扫描.stl';
const BITE_BYTES = 24 * 1024 * 1024;

beforeAll(async () => {
  const { task } = await seededCase();
  await addStoredCaseFile(portal.server, task.id, BITE_SCAN, largeStl(BITE_BYTES));
});

/** A seeded KH001 crown (two jaws, the preparation; the bite scan added) and its request files. */
async function seededCase() {
  const token = await portal.token('designer');
  const tabs = ['progress', 'history', 'inspection', 'grab'];
  const pages = await Promise.all(
    tabs.map((tab) => taskPage(portal.url, token, { tab, customerCode: 'KH001' })),
  );
  const task = pages
    .flatMap((page) => page.records)
    .find((record) => ['1', '2'].includes(record.dentureType));
  if (!task) throw new Error('no seeded KH001 crown or inlay for the designer');
  const get = async <T>(path: string, query?: Record<string, string>) =>
    (await callApi(portal.url, 'GET', path, { token, query })).body.data as T;
  const caseFiles = await get<CaseFile[]>(`${TASKS}/${task.id}/files`);
  const requests = await get<SpecialRequest[]>(`${TASKS}/${task.id}/special/reques`);
  const attachments = (
    await Promise.all(
      requests.map((request) =>
        get<SpecialRequestFile[]>('/api/cl_dispatch/dispatch/listCompanySpecialRequestFile', {
          companySpecialRequestId: request.companySpecialRequestId,
        }),
      ),
    )
  ).flat();
  return { task, caseFiles, requests, attachments };
}

/** Each entry's CRC-32 as the ZIP's central directory records it (fflate does not check it). */
function recordedCrcs(zip: Buffer): Map<string, number> {
  const crcs = new Map<string, number>();
  for (let at = zip.indexOf(CENTRAL_HEADER); at >= 0; at = zip.indexOf(CENTRAL_HEADER, at + 46)) {
    const nameLength = zip.readUInt16LE(at + 28);
    crcs.set(zip.toString('utf8', at + 46, at + 46 + nameLength), zip.readUInt32LE(at + 16));
  }
  return crcs;
}
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

const bytesOf = async (link: string) =>
  new Uint8Array(await (await fetch(new URL(link, portal.url))).arrayBuffer());

/** Every text the status line showed, recorded in the page as it changes. */
async function recordStatus(page: Page) {
  await page.getByTestId('case-zip-status').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const status = document.querySelector('[data-testid=case-zip-status]');
    const seen: string[] = [];
    (window as unknown as { caseZipSeen: string[] }).caseZipSeen = seen;
    if (status)
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  return () => page.evaluate(() => (window as unknown as { caseZipSeen: string[] }).caseZipSeen);
}

async function downloadTheCase(page: Page, language: Language, way: 'worker' | 'memory') {
  const { task, caseFiles, requests, attachments } = await seededCase();
  expect(caseFiles.map((file) => file.fileName).sort()).toEqual(
    [CASE_FILE_NAMES.upper, CASE_FILE_NAMES.lower, CASE_FILE_NAMES.preparation, BITE_SCAN].sort(),
  );
  expect(attachments.length).toBeGreaterThan(0);
  await page.goto(`/tasks/${task.id}/show`);
  const kinds = page.getByTestId('case-file-table').getByTestId('file-kind');
  // Labelled by role and listed upper, lower, bite, then the others.
  await expect
    .poll(() => kinds.allTextContents())
    .toEqual(
      (['upper', 'lower', 'bite', 'other'] as const).map((kind) =>
        uiText(`app.orders.case_zip.kinds.${kind}`, {}, language),
      ),
    );
  const seen = await recordStatus(page);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByTestId('case-zip-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${task.orderNo}.zip`);
  const archive = readFileSync(await download.path());
  const zip = unzipSync(new Uint8Array(archive));
  const crcs = recordedCrcs(archive);
  await expect
    .poll(() => page.getByTestId('case-zip-status').textContent())
    .toBe(uiText('app.orders.case_zip.done', {}, language));
  expect(await page.getByTestId('case-zip').getAttribute('data-way')).toBe(way);

  // Progress was shown in bytes and percent, and it moved.
  const progress = uiPattern(
    'app.orders.case_zip.progress',
    { loaded: /.+/, total: /.+/, percent: /\d+/ },
    language,
  );
  const shown = (await seen()).filter((text) => progress.test(text));
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown).size, 'the bytes shown moved').toBeGreaterThan(1);

  const prefix = task.orderNo;
  const byName = (name: string) => caseFiles.find((file) => file.fileName === name)?.link ?? '';
  const expected = new Map<string, string>([
    [`${prefix}-upperjaw.stl`, byName(CASE_FILE_NAMES.upper)],
    [`${prefix}-lowerjaw.stl`, byName(CASE_FILE_NAMES.lower)],
    [`${prefix}-bite.stl`, byName(BITE_SCAN)],
    [`${prefix}-${CASE_FILE_NAMES.preparation}`, byName(CASE_FILE_NAMES.preparation)],
    ...attachments.map((file): [string, string] => [`${prefix}-${file.fileName}`, file.link]),
  ]);
  const sheetName = `${prefix}-order.html`;
  expect(Object.keys(zip).sort()).toEqual([...expected.keys(), sheetName].sort());
  for (const [name, link] of expected) {
    const bytes = await bytesOf(link);
    expect(Buffer.from(zip[name]).equals(Buffer.from(bytes)), name).toBe(true);
    expect(crcs.get(name), name).toBe(crc32(bytes));
  }

  const sheet = strFromU8(zip[sheetName]);
  const asHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  expect(sheet).toContain(`lang="${language}"`);
  expect(sheet).toContain(uiText('app.orders.case_zip.sheet.title', { orderNo: prefix }, language));
  expect(sheet).toContain(uiText('app.orders.case_zip.sheet.teeth', {}, language));
  // The tooth chart's units and the shade (issue 24): every seeded crown order has a chart.
  expect(sheet).toContain(`<th>${uiText('app.orders.teeth.title', {}, language)}</th>`);
  expect(sheet).toContain(`<th>${uiText('app.orders.teeth.shade', {}, language)}</th>`);
  expect(sheet).toContain(uiText('resources.tasks.fields.patientName', {}, language));
  expect(sheet).toContain(asHtml(uiText('app.orders.detail.special_requests', {}, language)));
  for (const request of requests) expect(sheet).toContain(request.title);
  // The customer's words as text, never their markup.
  expect(sheet).toContain(BITE_REQUEST.strong);
  expect(sheet).not.toContain(`<strong>${BITE_REQUEST.strong}`);
  return task;
}

/** The preparation scan, fourth in the package: held, the archive stops after the bite scan. */
const HELD_MESH = '/oss/demo/crown.stl';

/** Starts the package, cancels it while the worker waits on a file, and starts it again. */
async function cancelHalfWay(page: Page, language: Language) {
  const { task } = await seededCase();
  await page.goto(`/tasks/${task.id}/show`);
  const status = page.getByTestId('case-zip-status');
  // Its HEAD (the size, before the start) passes; the worker's GET waits.
  await hold(portal.url, HELD_MESH, 60_000, 'GET');
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByTestId('case-zip-download').click(),
    ]);
    await expect.poll(() => waiting(portal.url, HELD_MESH)).toBe(1);
    const progress = uiPattern(
      'app.orders.case_zip.progress',
      { loaded: /.+/, total: /.+/, percent: /\d+/ },
      language,
    );
    await expect.poll(() => status.textContent()).toMatch(progress);
    await page.getByTestId('case-zip-cancel').click();
    await expect
      .poll(() => status.textContent())
      .toBe(uiText('app.orders.case_zip.cancelled', {}, language));
    expect(await download.failure(), 'the half-written archive is not kept').not.toBeNull();
    expect(await page.getByTestId('case-zip-cancel').count()).toBe(0);
  } finally {
    await release(portal.url, HELD_MESH);
  }
  // Nothing is left stuck: the next package is written whole.
  const [again] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByTestId('case-zip-download').click(),
  ]);
  expect(await again.failure()).toBeNull();
  expect(Object.keys(unzipSync(new Uint8Array(readFileSync(await again.path()))))).toContain(
    `${task.orderNo}-bite.stl`,
  );
}

describe('the case as one package', () => {
  it('streams the ZIP through the service worker, in English', async () => {
    const page = await portal.page({ as: 'designer', language: 'en', serviceWorkers: 'allow' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await downloadTheCase(page, 'en', 'worker');
    await screenshot(page, 'orders-case-zip-en');
    await page.context().close();
  });

  it('cancels a package half-way through the service worker, in Chinese', async () => {
    const page = await portal.page({ as: 'designer', language: 'zh', serviceWorkers: 'allow' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await cancelHalfWay(page, 'zh');
    await page.context().close();
  });

  it('builds it in memory when no service worker runs, in Turkish', async () => {
    const page = await portal.page({ as: 'designer', language: 'tr' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await downloadTheCase(page, 'tr', 'memory');
    await page.context().close();
  });
});
