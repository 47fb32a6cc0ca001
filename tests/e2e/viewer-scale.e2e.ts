import { describe, expect, it } from 'vitest';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { crownMesh } from '../../src/domain/mesh/toothMesh';
import { storeFiles } from './support/caseStorage';
import { portalForFile } from './support/harness';

const portal = portalForFile();

/** A crown of 400,000 triangles (20 MB): over the preview's 300,000. */
const bigCrown = () => Buffer.from(writeBinaryStl(crownMesh({ segments: 800, rings: 250 })));

describe('the viewer on a phone draws a decimated preview of a large scan', () => {
  it('draws at most 300,000 triangles at 375 px, checks the whole file, and draws it whole on request', async () => {
    const links = await storeFiles(portal.server, { 'scan.stl': bigCrown() });
    const url = encodeURIComponent(links['scan.stl']);
    const phone = await portal.page({ viewport: { width: 375, height: 740 }, isMobile: true });
    await phone.goto(`/stlView?stlUrl=${url}`);
    const model = phone.getByTestId('stl-model');
    await model.and(phone.locator('[data-first-frame-ms]')).waitFor({ timeout: 60_000 });
    expect(Number(await model.getAttribute('data-triangles'))).toBe(400_000);
    const drawn = Number(await model.getAttribute('data-drawn-triangles'));
    expect(drawn).toBeLessThanOrEqual(300_000);
    expect(drawn).toBeGreaterThan(100_000);
    await expect.poll(() => phone.getByTestId('stl-model-preview').count()).toBe(1);
    // The check reads the file, not the preview: a closed crown, outwards, passes.
    const check = model.getByTestId('mesh-check');
    await check.waitFor({ timeout: 60_000 });
    expect(await check.getAttribute('data-verdict')).toBe('pass');

    // The toolbar's switch asks for the whole model.
    await phone.getByTestId('stl-preview').click();
    await expect
      .poll(() => model.getAttribute('data-drawn-triangles'), { timeout: 60_000 })
      .toBe('400000');
    await phone.context().close();
  }, 120_000);
});
