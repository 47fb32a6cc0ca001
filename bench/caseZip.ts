import { statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CaseFile, SpecialRequest, SpecialRequestFile } from '../dataProvider/wireTypes';
import { openBrowser } from '../tests/e2e/support/browser';
import { addStoredCaseFile, largeStl } from '../tests/e2e/support/caseStorage';
import { callApi } from '../tests/e2e/support/fakeApi';
import { TASKS, taskPage, tokenOf } from '../tests/e2e/support/orders';
import type { PortalServer } from '../tests/e2e/support/portalServer';
import { SEEDED, sessionState } from '../tests/e2e/support/signIn';
import { pageMemoryBytes } from './processMemory';

const MIB = 1024 * 1024;
/** Three scans of 100 MiB: a 300 MiB case, as the issue asks. */
const LARGE_SCANS = ['upperjaw.stl', 'lowerjaw.stl', 'bite.stl'] as const;
const SCAN_BYTES = 100 * MIB;
const RATIO_TARGET = 0.8;
const MEMORY_TARGET_MIB = 200;

export interface CaseZipFigures {
  files: number;
  bytes: number;
  fetchMBps: number;
  zipMBps: number;
  zipBytes: number;
  way: string | null;
  restingMiB: number;
  peakMiB: number;
}

/** Seeds the case on a designer's task: its id and the links of every file the package holds. */
async function seedCase(server: PortalServer) {
  const token = await tokenOf(server.url, 'designer', SEEDED.designer);
  const task = (await taskPage(server.url, token, { tab: 'history' })).records[0];
  if (!task) throw new Error('no task in the designer history');
  for (const name of LARGE_SCANS) {
    await addStoredCaseFile(server, task.id, name, largeStl(SCAN_BYTES));
  }
  const get = async <T>(path: string, query?: Record<string, string>) =>
    (await callApi(server.url, 'GET', path, { token, query })).body.data as T;
  const caseFiles = await get<CaseFile[]>(`${TASKS}/${task.id}/files`);
  const requests = await get<SpecialRequest[]>(`${TASKS}/${task.id}/special/reques`);
  const attachments = await Promise.all(
    requests.map((request) =>
      get<SpecialRequestFile[]>('/api/cl_dispatch/dispatch/listCompanySpecialRequestFile', {
        companySpecialRequestId: request.companySpecialRequestId,
      }),
    ),
  );
  const links = [...caseFiles, ...attachments.flat()].map((file) => file.link);
  return { taskId: task.id, links };
}

/** Each file fetched by the page one after the other, read to the end and dropped: bytes, ms. */
function plainFetch(page: Page, links: string[]) {
  return page.evaluate(async (urls) => {
    const start = performance.now();
    let bytes = 0;
    for (const url of urls) {
      const reader = (await fetch(url)).body?.getReader();
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        bytes += chunk.value.byteLength;
      }
    }
    return { bytes, ms: performance.now() - start };
  }, links);
}

/** Renderer (page, service worker) and GPU memory sampled every 50 ms until `stop`: the peak. */
function sampleMemory() {
  let peak = pageMemoryBytes();
  const timer = setInterval(() => (peak = Math.max(peak, pageMemoryBytes())), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, pageMemoryBytes());
  };
}

/**
 * A 300 MiB case downloaded by plain fetch of each file, then as the ZIP through the portal's
 * own button (the service worker streaming it to the download manager), in headless Chromium.
 */
export async function measureCaseZip(server: PortalServer): Promise<CaseZipFigures> {
  const { taskId, links } = await seedCase(server);
  const browser = await openBrowser(server.url);
  try {
    const storageState = await sessionState(server.url, 'designer', SEEDED.designer);
    const page = await browser.newPage({ storageState, serviceWorkers: 'allow' });
    page.setDefaultTimeout(120_000);
    await page.goto(`/tasks/${taskId}/show`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const plain = await plainFetch(page, links);
    const button = page.getByTestId('case-zip-download');
    await button.waitFor();
    // Resting: the task detail open, the worker running, before the package starts.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const resting = pageMemoryBytes();
    const stopSampling = sampleMemory();
    const start = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    await page.getByTestId('case-zip').and(page.locator('[data-way]')).waitFor();
    const zipMs = performance.now() - start;
    const peak = stopSampling();
    const { size } = statSync(path);
    const way = await page.getByTestId('case-zip').getAttribute('data-way');
    await download.delete();
    return {
      files: links.length,
      bytes: plain.bytes,
      fetchMBps: plain.bytes / MIB / (plain.ms / 1000),
      zipMBps: plain.bytes / MIB / (zipMs / 1000),
      zipBytes: size,
      way,
      restingMiB: resting / MIB,
      peakMiB: peak / MIB,
    };
  } finally {
    await browser.close();
  }
}

/** Prints the figures and the targets (ratio >= 0.8x, memory above resting < 200 MiB). */
export async function reportCaseZip(server: PortalServer) {
  const figures = await measureCaseZip(server);
  const ratio = figures.zipMBps / figures.fetchMBps;
  const above = figures.peakMiB - figures.restingMiB;
  console.log(
    `case package, ${figures.files} files, ${(figures.bytes / MIB).toFixed(1)} MiB (3 scans of ${SCAN_BYTES / MIB} MiB in the object storage), headless Chromium:`,
  );
  console.log(`  plain fetch of each file        ${figures.fetchMBps.toFixed(1)} MiB/s`);
  console.log(
    `  ZIP through the UI (${figures.way ?? 'unfinished'})      ${figures.zipMBps.toFixed(1)} MiB/s = ${ratio.toFixed(2)}x  target >= ${RATIO_TARGET}x: ${ratio >= RATIO_TARGET ? 'met' : 'MISSED'}`,
  );
  console.log(`  ZIP written                     ${(figures.zipBytes / MIB).toFixed(1)} MiB`);
  console.log(
    `  renderers + GPU RSS             resting ${figures.restingMiB.toFixed(0)} MiB, peak ${figures.peakMiB.toFixed(0)} MiB: ${above.toFixed(0)} MiB above resting  target < ${MEMORY_TARGET_MIB} MiB: ${above < MEMORY_TARGET_MIB ? 'met' : 'MISSED'}`,
  );
}
