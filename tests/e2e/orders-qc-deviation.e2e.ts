import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenshot } from './support/browser';
import { stored } from './support/fakeState';
import { portalForFile } from './support/harness';
import { uiPattern, uiText } from './support/catalog';

const portal = portalForFile();

/** The rework the fake API serves: the crown's occlusal half raised by up to 80 µm. */
const REWORK = '/oss/demo/crown-rework.stl';

/** The share of area within tolerance the figures hold once the slider is at `key`'s end. */
async function withinAt(slider: Locator, figures: Locator, key: 'Home' | 'End') {
  const before = await figures.getAttribute('data-within');
  await slider.press(key);
  await expect.poll(() => figures.getAttribute('data-within')).not.toBe(before);
  return Number(await figures.getAttribute('data-within'));
}

describe('the deviation map in the inspector', () => {
  it('moving the tolerance slider changes the share of area within it, and the label says ± and mm', async () => {
    // A seeded rework holds two versions of the same crown; the newer one becomes the raised one.
    const versions = await stored(portal.server, 'cadVersions');
    const newer = versions.find((version) => version.version === 2);
    if (!newer) throw new Error('the seed holds no order with two CAD versions');
    const patch = await fetch(new URL(`/__db/cadVersions/${newer.id}`, portal.url), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ link: REWORK, viewStlUrl: REWORK }),
    });
    expect(patch.ok).toBe(true);

    const inspector = await portal.page({ as: 'support', landing: `/tasks/${newer.taskId}/show` });
    const history = inspector.getByTestId('cad-history');
    await expect.poll(() => history.getByTestId('cad-version').count()).toBe(2);
    await history.getByTestId('deviation-run').click();
    const figures = history.getByTestId('deviation-figures');
    await expect.poll(() => figures.getAttribute('data-final'), { timeout: 30_000 }).toBe('true');

    const label = history.locator('#deviation-tolerance');
    const slider = history.getByRole('slider', {
      name: uiPattern('app.orders.qc.deviation.tolerance'),
    });
    expect(await label.textContent()).toBe(
      uiText('app.orders.qc.deviation.tolerance', { value: '0.05' }),
    );
    const atDefault = Number(await figures.getAttribute('data-within'));

    const small = await withinAt(slider, figures, 'Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0.01');
    expect(await label.textContent()).toBe(
      uiText('app.orders.qc.deviation.tolerance', { value: '0.01' }),
    );
    const large = await withinAt(slider, figures, 'End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0.5');
    const largeLabel = await label.textContent();
    expect(largeLabel).toBe(uiText('app.orders.qc.deviation.tolerance', { value: '0.50' }));
    expect(largeLabel).toMatch(/±\s*0\.50\s*mm/);
    await screenshot(inspector, 'orders-qc-deviation-tolerance');

    // The raise reaches 80 µm: at ±0.5 mm all of the crown is within, at ±0.01 mm less than at
    // the default ±0.05 mm, and some of it (the lower half did not move) still is.
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(atDefault);
    expect(atDefault).toBeLessThan(large);
    expect(large).toBe(1);
    await inspector.context().close();
  }, 120_000);
});
