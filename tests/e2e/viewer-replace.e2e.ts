import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { crownMesh } from '../../src/domain/mesh/toothMesh';
import { screenshot } from './support/browser';
import { modelPixelShare } from './support/canvasPixels';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';

const BACKGROUND: [number, number, number] = [0xee, 0xf1, 0xf5];

const portal = portalForFile();

const canvasShare = async (page: Page) =>
  modelPixelShare(page, await page.getByTestId('stl-canvas').screenshot(), BACKGROUND);

describe('/stlView local files', () => {
  it('replaces the URL models: only the local model is listed and drawn', async () => {
    const page = await portal.page();
    const jaws = ['/oss/demo/upper-jaw.stl', '/oss/demo/lower-jaw.stl'];
    await page.goto(`/stlView?${jaws.map((url) => `stlUrl=${encodeURIComponent(url)}`).join('&')}`);
    const viewer = page.getByTestId('stl-viewer');
    await expect.poll(() => viewer.getAttribute('data-status')).toBe('ready');
    await expect.poll(() => page.getByTestId('stl-model').count()).toBe(2);
    const local = Buffer.from(writeBinaryStl(crownMesh({ segments: 20, rings: 10 })));
    const triangles = local.readUInt32LE(80);
    await page.getByTestId('stl-local-files').setInputFiles({
      name: 'local-crown.stl',
      mimeType: 'model/stl',
      buffer: local,
    });
    const model = page.getByTestId('stl-model');
    await expect.poll(() => model.locator('p').allTextContents()).toEqual(['local-crown.stl']);
    await expect.poll(() => model.getAttribute('data-triangles')).toBe(String(triangles));
    await expect.poll(() => viewer.getAttribute('data-status')).toBe('ready');
    await expect.poll(() => canvasShare(page)).toBeGreaterThan(0.05);
    await screenshot(page, 'viewer-local-replaces-url');
    // Hiding the one listed model must leave an empty canvas: no jaw left behind.
    await page
      .getByRole('checkbox', {
        name: uiText('app.viewer.files.visible', { name: 'local-crown.stl' }),
      })
      .uncheck();
    await expect.poll(() => canvasShare(page)).toBe(0);
    await page.context().close();
  });

  it('draws a model opened while the wireframe is on as a wireframe', async () => {
    const page = await portal.page();
    await page.goto(`/stlView?stlUrl=${encodeURIComponent('/oss/demo/crown.stl')}`);
    const viewer = page.getByTestId('stl-viewer');
    await expect.poll(() => viewer.getAttribute('data-status')).toBe('ready');
    await expect.poll(() => canvasShare(page)).toBeGreaterThan(0);
    const solid = await canvasShare(page);
    await page.getByRole('button', { name: uiText('app.viewer.tools.wireframe') }).click();
    // The very file shown from the URL, opened locally: only the drawing style can differ.
    const crown = Buffer.from(
      await (await fetch(`${portal.url}/oss/demo/crown.stl`)).arrayBuffer(),
    );
    await page.getByTestId('stl-local-files').setInputFiles({
      name: 'same-crown.stl',
      mimeType: 'model/stl',
      buffer: crown,
    });
    await expect
      .poll(() => page.getByTestId('stl-model').locator('p').allTextContents())
      .toEqual(['same-crown.stl']);
    await expect.poll(() => viewer.getAttribute('data-status')).toBe('ready');
    // The same crown as lines covers clearly less of the canvas than the solid one.
    await expect.poll(() => canvasShare(page)).toBeLessThan(solid * 0.8);
    await page.context().close();
  });
});
