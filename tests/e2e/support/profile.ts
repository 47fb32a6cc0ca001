import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { personalCenterPath } from '../../../src/routes/paths';
import { uiText } from './catalog';

// The personal centre as a user drives it: its tabs, its form fields by name, its save button.

/** Tab 1 basic information, 2 phone, 3 payment, 4 password, 5 promotion. */
export async function openPersonalCentre(page: Page, tab: '1' | '2' | '3' | '4' | '5') {
  await page.goto(personalCenterPath(tab));
}

/** A react-admin input by its source (`#field-<name>`). */
export const field = (page: Page, name: string) => page.locator(`#field-${name}`);

/** The message under a field. */
export const fieldHelper = (page: Page, name: string) => page.locator(`#field-${name}-helper-text`);

export async function fillFields(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

/** Fails unless every field shows what `values` says. */
export async function expectFields(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values))
    expect(await field(page, name).inputValue()).toBe(value);
}

export const saveButton = (page: Page) =>
  page.getByRole('button', { name: uiText('app.profile.save'), exact: true });
