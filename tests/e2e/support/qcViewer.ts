import type { Locator, Page } from 'playwright-core';
import { uiText } from './catalog';
import { clickAndConfirm } from './confirmStep';

/**
 * The QC viewer shows the design over the case's scans (issue 21): to pin on the design by a
 * click in the middle of the canvas, the scans are hidden and the view framed on the design.
 */
export async function showDesignOnly(viewer: Locator) {
  const models = viewer.getByTestId('stl-model');
  const count = await models.count();
  for (let index = 1; index < count; index += 1) {
    await models.nth(index).getByRole('checkbox').uncheck();
  }
  await viewer.getByRole('button', { name: uiText('app.viewer.tools.reset') }).click();
}

/** On an order's detail open for inspection: one reason with `text`, then the confirmed return. */
export async function returnWithReason(page: Page, text: string) {
  const form = page.getByTestId('qc-form');
  await form.getByRole('button', { name: uiText('app.orders.qc.form.add') }).click();
  await form
    .getByTestId('qc-form-reason')
    .first()
    .getByLabel(uiText('app.orders.qc.form.text'))
    .fill(text);
  await clickAndConfirm(page, form.getByTestId('qc-return'));
}
