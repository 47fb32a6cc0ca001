import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { crownMesh } from '../../src/domain/mesh/toothMesh';
import { ARTIFACTS, screenshot } from './support/browser';
import { modelPixelShare } from './support/canvasPixels';
import { portalForFile } from './support/harness';
import { uiPattern, uiText } from './support/catalog';

const DISTANCE = uiPattern('app.viewer.tools.distance', { mm: /\d+(\.\d{1,2})?/ });

const BACKGROUND: [number, number, number] = [0xee, 0xf1, 0xf5];

const portal = portalForFile();

const canvasShare = async (page: Page) =>
  modelPixelShare(page, await page.getByTestId('stl-canvas').screenshot(), BACKGROUND);

async function openCrown(page: Page, query = '') {
  await page.goto(`/stlView?stlUrl=${encodeURIComponent('/oss/demo/crown.stl')}${query}`);
  await expect.poll(() => page.getByTestId('stl-viewer').getAttribute('data-status')).toBe('ready');
  await expect
    .poll(() => page.getByTestId('stl-model').getAttribute('data-first-frame-ms'))
    .not.toBeNull();
}

describe('viewer tools', () => {
  it('measures the distance between two clicked points', async () => {
    const page = await portal.page();
    await openCrown(page);
    await page.getByTestId('stl-measure').click();
    expect(await page.getByTestId('stl-distance').textContent()).toBe(
      uiText('app.viewer.tools.measure_hint'),
    );
    const box = await page.getByTestId('stl-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.click(cx - 60, cy);
    await expect
      .poll(() => page.getByTestId('stl-distance').textContent())
      .toBe(uiText('app.viewer.tools.measure_second'));
    await page.mouse.click(cx + 60, cy + 20);
    await expect.poll(() => page.getByTestId('stl-distance').textContent()).toMatch(DISTANCE);
    const text = (await page.getByTestId('stl-distance').textContent()) ?? '';
    const mm = Number(/(\d+(\.\d+)?)/.exec(text)?.[1]);
    // Two points a third of the crown apart on a ~10 mm crown.
    expect(mm).toBeGreaterThan(1);
    expect(mm).toBeLessThan(12);
    await screenshot(page, 'viewer-measure');
    await page.context().close();
  });

  it('measures with two taps on a touch screen', async () => {
    const page = await portal.page({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 412, height: 860 },
    });
    await openCrown(page);
    await page.getByTestId('stl-measure').tap();
    const box = await page.getByTestId('stl-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.touchscreen.tap(cx - 30, cy);
    await expect
      .poll(() => page.getByTestId('stl-distance').textContent())
      .toBe(uiText('app.viewer.tools.measure_second'));
    await page.touchscreen.tap(cx + 30, cy + 10);
    await expect.poll(() => page.getByTestId('stl-distance').textContent()).toMatch(DISTANCE);
    await screenshot(page, 'viewer-touch');
    await page.context().close();
  });

  it('gives its WebGL context back when it leaves the page', async () => {
    const page = await portal.page();
    await openCrown(page);
    await page.evaluate(() => {
      const canvas = document.querySelector('[data-testid=stl-canvas] canvas');
      (window as unknown as { viewerCanvas: unknown }).viewerCanvas = canvas;
      // An in-app navigation, as a link of the portal would do.
      history.pushState({}, '', '/404');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByTestId('stl-viewer').count()).toBe(0);
    const state = await page.evaluate(() => {
      const canvas = (window as unknown as { viewerCanvas: HTMLCanvasElement }).viewerCanvas;
      const gl = canvas.getContext('webgl2');
      return { attached: canvas.isConnected, lost: gl?.isContextLost() ?? true };
    });
    expect(state).toEqual({ attached: false, lost: true });
    await page.context().close();
  });

  it('cuts with a section plane, switches views and wireframe, saves a PNG', async () => {
    const page = await portal.page();
    await openCrown(page);
    const full = await canvasShare(page);

    await page.getByTestId('stl-section-axis').click();
    await page
      .getByRole('option', { name: uiText('app.viewer.tools.section_axis', { axis: 'Z' }) })
      .click();
    const slider = page.getByRole('slider', { name: uiText('app.viewer.tools.section_position') });
    await slider.focus();
    await page.keyboard.press('Home');
    // At the bottom of the crown nothing is left to draw.
    await expect.poll(() => canvasShare(page)).toBeLessThan(full / 20);
    await page.keyboard.press('End');
    await expect.poll(() => canvasShare(page)).toBeGreaterThan(full * 0.9);

    const before = await page.getByTestId('stl-canvas').screenshot();
    await page.getByRole('button', { name: uiText('app.viewer.tools.views.occlusal') }).click();
    await expect
      .poll(async () => (await page.getByTestId('stl-canvas').screenshot()).equals(before))
      .toBe(false);
    const occlusal = await page.getByTestId('stl-canvas').screenshot();
    await screenshot(page, 'viewer-occlusal');

    await page.getByTestId('stl-wireframe').click();
    expect(await page.getByTestId('stl-wireframe').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await page.getByTestId('stl-canvas').screenshot()).equals(occlusal))
      .toBe(false);

    const download = page.waitForEvent('download');
    await page.getByTestId('stl-screenshot').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('crown.png');
    const path = join(ARTIFACTS, 'viewer-download.png');
    await file.saveAs(path);
    expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
    await page.context().close();
  });

  it('opens local OBJ and PLY files and checks their geometry', async () => {
    const page = await portal.page();
    await page.goto('/stlView');
    const crown = crownMesh({ segments: 32, rings: 16 });
    await page.getByTestId('stl-local-files').setInputFiles([
      { name: 'crown.obj', mimeType: 'text/plain', buffer: Buffer.from(toObj(crown)) },
      {
        name: 'holed.ply',
        mimeType: 'text/plain',
        buffer: Buffer.from(toPly(crown.slice(0, crown.length - 9))),
      },
    ]);
    await expect
      .poll(() => page.getByTestId('stl-viewer').getAttribute('data-status'))
      .toBe('ready');
    const models = page.getByTestId('stl-model');
    await expect.poll(() => page.getByTestId('mesh-check').count()).toBe(2);
    expect(await models.nth(0).getAttribute('data-triangles')).toBe('1024');
    expect(await models.nth(1).getAttribute('data-triangles')).toBe('1023');
    expect(await models.nth(0).getByTestId('mesh-check').getAttribute('data-verdict')).toBe('pass');
    expect(await models.nth(1).getByTestId('mesh-check').getAttribute('data-verdict')).toBe('warn');
    expect(await models.nth(1).getByTestId('mesh-check-reason').textContent()).toBe(
      uiText('app.viewer.check.reason.open_edges'),
    );
    expect(await page.getByTestId('stl-refused').count()).toBe(0);
    await screenshot(page, 'viewer-local-files');
    await page.context().close();
  });

  it.each([
    [
      'en',
      'Occlusal',
      'Section plane',
      'The file is damaged or is not a valid STL / PLY / OBJ model.',
    ],
    [
      'tr',
      'Oklüzal',
      'Kesit düzlemi',
      'Dosya bozuk ya da geçerli bir STL / PLY / OBJ modeli değil.',
    ],
  ])('speaks %s', async (language, occlusal, section, corrupt) => {
    const page = await portal.page();
    await openCrown(page, `&language=${language}`);
    expect(await page.getByRole('button', { name: occlusal }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: section }).count()).toBe(1);
    await screenshot(page, `viewer-${language}`);
    await page.goto(
      `/stlView?language=${language}&stlUrl=${encodeURIComponent('/upload/model.stl')}`,
    );
    await expect.poll(() => page.getByTestId('stl-model-error').textContent()).toBe(corrupt);
    await page.context().close();
  });
});

function toObj(soup: Float32Array): string {
  const lines: string[] = [];
  for (let i = 0; i < soup.length; i += 3) lines.push(`v ${soup[i]} ${soup[i + 1]} ${soup[i + 2]}`);
  for (let t = 0; t < soup.length / 9; t += 1)
    lines.push(`f ${t * 3 + 1} ${t * 3 + 2} ${t * 3 + 3}`);
  return `${lines.join('\n')}\n`;
}

function toPly(soup: Float32Array): string {
  const vertices = soup.length / 3;
  const lines = [
    'ply',
    'format ascii 1.0',
    `element vertex ${vertices}`,
    'property float x',
    'property float y',
    'property float z',
    `element face ${vertices / 3}`,
    'property list uchar int vertex_indices',
    'end_header',
  ];
  for (let i = 0; i < soup.length; i += 3) lines.push(`${soup[i]} ${soup[i + 1]} ${soup[i + 2]}`);
  for (let t = 0; t < vertices / 3; t += 1) lines.push(`3 ${t * 3} ${t * 3 + 1} ${t * 3 + 2}`);
  return `${lines.join('\n')}\n`;
}
