import type { Locator, Page } from 'playwright-core';

/** The MUI X date field whose hidden input has this id (the sections the user types into). */
export function dateField(page: Page, id: string): Locator {
  return page.locator(`.MuiPickersInputBase-root:has(input#${id})`);
}

/**
 * Types a day into a date field as a user does: a click on its first section, then the digits
 * in the order of the field's format (zh 20990101, en 01012099, tr 01012099).
 */
export async function typeDay(page: Page, id: string, digits: string): Promise<void> {
  await dateField(page, id).locator('[role=spinbutton]').first().click();
  await page.keyboard.type(digits);
}

/** The day as the field shows it (its hidden input holds the formatted text). */
export function shownDay(page: Page, id: string): Promise<string> {
  return page.locator(`input#${id}`).inputValue();
}
