import { describe, expect, it } from 'vitest';
import { crownMesh } from '../../src/domain/mesh/toothMesh';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { viewerZh } from '../../i18n/viewer/zh';
import { screenshot } from './support/browser';
import { callApi } from './support/fakeApi';
import { UPLOAD_PAGE, choose, registeredFiles } from './support/taskUpload';
import { crownStl } from './support/stlFiles';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';

const portal = portalForFile();

const closedCrown = () => Buffer.from(writeBinaryStl(crownMesh()));
/**
 * A finer crown less one triangle (a hole of three open edges), over one 9 MiB part so that it
 * goes up in parts, which the fake storage can hold back.
 */
const crownWithHole = () =>
  Buffer.from(writeBinaryStl(crownMesh({ segments: 640, rings: 160 }).slice(0, -9)));

describe('upload page and the 3D viewer', () => {
  it('shows the geometry check of each chosen file, pass or warn, and previews a local file', async () => {
    const page = await portal.page({ as: 'designer', landing: UPLOAD_PAGE });
    await page.getByTestId('task-upload').waitFor();

    await choose(page, 'cad', [{ name: 'crown.stl', buffer: closedCrown() }]);
    const cadCheck = page
      .getByTestId('slot-cad')
      .getByTestId('task-file')
      .getByTestId('mesh-check');
    await cadCheck.waitFor({ timeout: 30_000 });
    expect(await cadCheck.getAttribute('data-verdict')).toBe('pass');
    expect(await cadCheck.textContent()).toContain(viewerZh.check.pass);

    // Hold the part back so that the file stays in the upload list long enough to preview it.
    await callApi(portal.url, 'POST', '/__fake/delay-upload-parts', {
      query: { count: '2', ms: '15000' },
    });
    await choose(page, 'toothMold', [{ name: 'mold.stl', buffer: crownWithHole() }]);
    const item = page.getByTestId('slot-toothMold').getByTestId('upload-item');
    const moldCheck = item.getByTestId('mesh-check');
    await moldCheck.waitFor({ timeout: 30_000 });
    expect(await moldCheck.getAttribute('data-verdict')).toBe('warn');
    expect(await moldCheck.textContent()).toContain(viewerZh.check.reason.open_edges);

    await item.getByTestId('local-preview').click();
    const dialog = page.getByTestId('stl-preview-dialog');
    await dialog.locator('canvas').waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain('mold.stl');
    await screenshot(page, 'upload-local-preview');
    await dialog.getByRole('button', { name: uiText('app.chrome.topbar.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Previewed: the held parts go now instead of after the rest of their 15 s.
    await callApi(portal.url, 'POST', '/__fake/delay-upload-parts', {
      query: { count: '0', ms: '0' },
    });

    const registeredMold = page.getByTestId('slot-toothMold').getByTestId('task-file');
    await registeredMold.waitFor({ timeout: 40_000 });
    expect(await registeredMold.getByTestId('mesh-check').getAttribute('data-verdict')).toBe(
      'warn',
    );
    await page.context().close();
  }, 120_000);

  it('warns of an inside-out file and of one face wound backwards, naming each with its count, and uploads both', async () => {
    const insideOut = 'inside-out.stl';
    const oneFlipped = 'one-face-flipped.stl';
    const page = await portal.page({ as: 'designer', landing: UPLOAD_PAGE });
    await page.getByTestId('task-upload').waitFor();

    await choose(page, 'reticleModel', [
      { name: insideOut, buffer: crownStl('all') },
      { name: oneFlipped, buffer: crownStl(1) },
    ]);
    const slot = page.getByTestId('slot-reticleModel');
    // Registered, each keeps its check: the file's row names it, its warning says how many.
    const rowOf = (name: string) => slot.getByTestId('task-file').filter({ hasText: name });
    const expected = [
      [
        insideOut,
        uiText('app.viewer.check.reason.inverted', { invertedShells: 1, closedShells: 1 }),
      ],
      [
        oneFlipped,
        uiText('app.viewer.check.reason.inconsistent_winding', { inconsistentEdges: 3 }),
      ],
    ] as const;
    for (const [name, reason] of expected) {
      const check = rowOf(name).getByTestId('mesh-check');
      await check.waitFor({ timeout: 40_000 });
      expect(await check.getAttribute('data-verdict')).toBe('warn');
      expect(await check.getByTestId('mesh-check-reason').allTextContents()).toEqual([reason]);
      expect(await check.textContent()).toContain(uiText('app.viewer.check.warn'));
    }
    await screenshot(page, 'upload-check-orientation');
    expect(await slot.getByTestId('refusals').count()).toBe(0);
    const stored = (await registeredFiles(portal.url)).filter(
      (file) => file.fileType === 'reticleModel',
    );
    expect(stored.map((file) => file.originalName).sort()).toEqual([insideOut, oneFlipped].sort());
    await page.context().close();
  }, 120_000);

  it('refuses a damaged file in its slot and never uploads nor registers it: an executable, random bytes, 0 bytes (issue 40)', async () => {
    const exe = Buffer.alloc(64 * 1024);
    exe.write('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.', 'latin1');
    // Random bytes, as a 200 MB upload of noise would start (a smaller one: CI's time).
    const noise = Buffer.from(
      Array.from({ length: 3 * 1024 * 1024 }, () => (Math.random() * 256) | 0),
    );
    const page = await portal.page({ as: 'designer', landing: UPLOAD_PAGE });
    await page.getByTestId('task-upload').waitFor();
    const sent = () =>
      portal.server
        .requests()
        .filter((r) => r.path.endsWith('/addTaskFile') || r.path.endsWith('/FrontEndAS')).length;
    const before = sent();
    // The bracket slot takes any number of files: only the content can refuse this one.
    await choose(page, 'bracket', [{ name: 'setup.exe.stl', buffer: exe }]);
    await choose(page, 'reticleModel', [{ name: 'big.stl', buffer: noise }]);
    await choose(page, 'toothMold', [{ name: 'nothing.stl', buffer: Buffer.alloc(0) }]);
    const refusal = (name: string, reason: Parameters<typeof uiText>[0]) =>
      uiText('app.upload.refused', { name, reason: uiText(reason) });
    const refusals = (slot: string) => page.getByTestId(`slot-${slot}`).getByTestId('refusals');
    await expect
      .poll(() => refusals('bracket').textContent(), { timeout: 30_000 })
      .toContain(refusal('setup.exe.stl', 'app.viewer.error.corrupt'));
    await expect
      .poll(() => refusals('reticleModel').textContent(), { timeout: 30_000 })
      .toContain(refusal('big.stl', 'app.viewer.error.corrupt'));
    await expect
      .poll(() => refusals('toothMold').textContent(), { timeout: 30_000 })
      .toContain(refusal('nothing.stl', 'app.viewer.error.zero_bytes'));
    // Nothing of theirs in any slot, nothing asked of the storage or the task.
    expect(await page.getByTestId('upload-item').count()).toBe(0);
    expect(sent()).toBe(before);
    const names = (await registeredFiles(portal.url)).map((file) => file.originalName);
    expect(
      names.filter((name) => ['setup.exe.stl', 'big.stl', 'nothing.stl'].includes(name)),
    ).toEqual([]);
    await screenshot(page, 'upload-refused-damaged');
    await page.context().close();
  }, 120_000);
});
