import type { Locator, Page } from 'playwright-core';
import type { Language } from '../../../i18n/languages';
import { uiText } from './catalog';

/** The open confirm dialog of a step that cannot be undone (grab, submit, QC verdicts...). */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ra-confirm') });
}

/**
 * Confirms the step whose dialog is open (issue 21: irreversible steps ask first). `dblclick`
 * for the fault drills: the dialog's confirm, double-clicked, still sends once.
 */
export async function confirmStep(
  page: Page,
  how: 'click' | 'dblclick' = 'click',
  language: Language = 'zh',
) {
  const confirm = confirmDialog(page).getByRole('button', {
    name: uiText('ra.action.confirm', {}, language),
  });
  await (how === 'dblclick' ? confirm.dblclick() : confirm.click());
}

/** Clicks (or double-clicks) the button of a step, then confirms it the same way. */
export async function clickAndConfirm(
  page: Page,
  button: Locator,
  how: 'click' | 'dblclick' = 'click',
  language: Language = 'zh',
) {
  await (how === 'dblclick' ? button.dblclick() : button.click());
  await confirmStep(page, how, language);
}
