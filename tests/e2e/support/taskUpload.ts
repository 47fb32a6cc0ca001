import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiLogin, callApi } from './fakeApi';
import { taskUploadPath } from '../../../src/routes/paths';
import { uiPattern } from './catalog';

/** The seeded task of `designer` in the design (fake-api/seed/uploadTasks.ts). */
export const UPLOAD_TASK_ID = '1900000000000000101';
export const UPLOAD_PAGE = taskUploadPath(UPLOAD_TASK_ID);

/** An upload's progress text ("上传中 40%"); its group 1 is the percentage. */
export const UPLOADING = uiPattern('app.upload.status.uploading', { percent: /(\d+)/ });

export interface StoredFile {
  id: string;
  fileType: string;
  originalName: string;
  fileSize: number;
  link: string;
  viewStlUrl: string;
  hashValue: string;
}

/** GET uploadFiles as designer, over HTTP, like another client of the same server. */
export async function registeredFiles(baseUrl: string): Promise<StoredFile[]> {
  const token = (await apiLogin(baseUrl, 'designer', 'Designer1')).access_token as string;
  const { body } = await callApi(
    baseUrl,
    'GET',
    `/api/os/designTask/${UPLOAD_TASK_ID}/uploadFiles`,
    { token },
  );
  return body.data as StoredFile[];
}

/** The bytes of a stored object, read from the object storage (its public URL). */
export async function storedBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Chooses files in a slot's file input, as the file dialog would. The files are written to disk
 * and handed over by path: a 20 MB buffer would cross the DevTools pipe as 27 MB of base64.
 */
export async function choose(page: Page, slot: string, files: { name: string; buffer: Buffer }[]) {
  await page.getByTestId(`choose-${slot}`).setInputFiles(files.map(onDisk));
}

/** Chosen files live here until the test process ends; each in a folder of its own. */
let chosenFilesDir: string | undefined;

/**
 * `file` written under a fresh folder (the page reads a chosen file when it hashes and sends it:
 * a later choice of the same name must not change it), with its own name.
 */
function onDisk(file: { name: string; buffer: Buffer }): string {
  if (!chosenFilesDir) {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-chosen-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    chosenFilesDir = dir;
  }
  const path = join(mkdtempSync(join(chosenFilesDir, 'file-')), file.name);
  writeFileSync(path, file.buffer);
  return path;
}

/** Records every text the upload status lines show, so a short-lived progress is not missed. */
export async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadStatusTexts: string[] }).uploadStatusTexts = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid="upload-status"]').forEach((element) => {
        const text = element.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadStatusTexts: string[] }).uploadStatusTexts);
}

/** The multipart uploads the object storage holds open (begun, neither completed nor aborted). */
export async function openUploads(baseUrl: string): Promise<string[]> {
  const { body } = await callApi(baseUrl, 'GET', '/__fake/upload-parts');
  return (body.data as { openUploads: string[] }).openUploads;
}
