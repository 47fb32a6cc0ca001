import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { modelPixelShare, redGreenShares } from './support/canvasPixels';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { storeFiles } from './support/caseStorage';
import { redGreenCrownPly } from './support/stlFiles';

const BACKGROUND: [number, number, number] = [0xee, 0xf1, 0xf5];

const portal = portalForFile();
/** Scans in the object storage: red left of x = 0, green right of it; one plain. */
let links: Record<string, string>;

beforeAll(async () => {
  links = await storeFiles(portal.server, {
    'scan.ply': redGreenCrownPly(),
    'plain.ply': redGreenCrownPly(undefined, false),
    // 400,000 triangles: over the preview's 300,000, so /stlView?preview=1 decimates it.
    'big-scan.ply': redGreenCrownPly({ segments: 800, rings: 250 }),
  });
});

async function open(page: Page, name: string, query = '') {
  await page.goto(`/stlView?stlUrl=${encodeURIComponent(links[name])}${query}`);
  const model = page.getByTestId('stl-model');
  await model.and(page.locator('[data-first-frame-ms]')).waitFor({ timeout: 60_000 });
  return model;
}

const canvas = (page: Page) => page.getByTestId('stl-canvas').screenshot();
const colorsSwitch = (page: Page, name: string) =>
  page.getByRole('switch', { name: uiText('app.viewer.files.scan_colors_of', { name }) });

describe('a PLY scan in its own colours', () => {
  it('draws the vertex colours, and its plain colour when switched off', async () => {
    const page = await portal.page();
    await open(page, 'scan.ply');
    const colored = await redGreenShares(page, await canvas(page));
    await screenshot(page, 'viewer-scan-colors');
    expect(colored.red).toBeGreaterThan(0.03);
    expect(colored.green).toBeGreaterThan(0.03);

    const toggle = colorsSwitch(page, 'scan.ply');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect
      .poll(async () => redGreenShares(page, await canvas(page)))
      .toEqual({
        red: 0,
        green: 0,
      });
    // Still drawn, in its plain colour.
    expect(await modelPixelShare(page, await canvas(page), BACKGROUND)).toBeGreaterThan(0.15);
    await screenshot(page, 'viewer-scan-plain');

    await toggle.check();
    await expect
      .poll(async () => (await redGreenShares(page, await canvas(page))).green)
      .toBeGreaterThan(0.03);
    await page.context().close();
  });

  it('keeps the colours in the decimated preview of a large scan', async () => {
    const page = await portal.page();
    const model = await open(page, 'big-scan.ply', '&preview=1');
    expect(await model.getAttribute('data-triangles')).toBe('400000');
    expect(Number(await model.getAttribute('data-drawn-triangles'))).toBeLessThanOrEqual(300_000);
    const colored = await redGreenShares(page, await canvas(page));
    expect(colored.red).toBeGreaterThan(0.03);
    expect(colored.green).toBeGreaterThan(0.03);
    await page.context().close();
  }, 90_000);

  it('draws a PLY without colour as before: plain, and no switch', async () => {
    const page = await portal.page();
    await open(page, 'plain.ply');
    expect(await modelPixelShare(page, await canvas(page), BACKGROUND)).toBeGreaterThan(0.15);
    expect(await redGreenShares(page, await canvas(page))).toEqual({ red: 0, green: 0 });
    expect(await page.getByTestId('stl-scan-colors').count()).toBe(0);
    await page.context().close();
  });
});
