import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { textIn } from './support/catalog';
import { ONBOARDING_MESSAGES } from '../../fake-api/messages/onboardingMessages';
import { REASON_LABELS } from '../../fake-api/messages/reasonDictionaries';
import { binaryStl } from './support/stlFiles';
import { signInAs } from './support/signIn';
import { waitForMeshCheck } from './support/meshCheck';

type Language = 'en' | 'tr';

/** What the onboarding screens say in `language`, from the catalogs; the server's own refusal. */
function textsIn(language: Language) {
  const text = textIn(language);
  return {
    apply: text('app.onboarding.auth.apply'),
    fail: text('app.onboarding.review.fail'),
    submitted: text('app.onboarding.apply.submitted'),
    version: text('app.onboarding.validation.version'),
    years: text('app.onboarding.validation.years'),
    file: text('app.onboarding.validation.file'),
    comma: text('app.upload.rules.comma'),
    duplicate: ONBOARDING_MESSAGES.duplicateFile[language],
    reason: text('app.onboarding.validation.reason'),
    idNumber: text('app.onboarding.validation.id_number'),
    agree: text('app.onboarding.validation.agree'),
    signedName: text('app.onboarding.validation.signed_name'),
  };
}

/** A signed name too short for the contract: what the designer types. */
const TYPED_SHORT_NAME = '周';

const design = { name: 'design-a.stl', mimeType: 'model/stl', buffer: binaryStl(0.2, 3) };

async function expectMessage(scope: Locator, text: string) {
  await expect.poll(() => scope.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

/** Opens the apply dialog of one denture type, in `language`. */
async function openApply(page: Page, language: Language, dentureType: string) {
  await page.goto(`/order/authentication?language=${language}`);
  const row = page.getByTestId(`type-${dentureType}`);
  await row.getByRole('button', { name: textsIn(language).apply, exact: true }).click();
  return page.getByTestId('apply-dialog');
}

async function submitDesign(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'exocad' }).click();
  await dialog.locator('[name="softwareVersion"]').fill('3.2');
  await dialog.locator('[name="years"]').fill('2');
  await dialog.getByTestId('design-file').setInputFiles(design);
  await waitForMeshCheck(dialog);
  await dialog.locator('button[type=submit]').click();
}

describe('onboarding validation messages in English and Turkish', () => {
  const portal = portalForFile();

  it('says what is wrong with the application, its files and the signature', async () => {
    const newbie = await portal.browser.newPage();
    await signInAs(newbie, 'newbie1');
    const crown = await openApply(newbie, 'en', '1');
    await submitDesign(newbie, crown);
    await expect.poll(() => notification(newbie).textContent()).toContain(textsIn('en').submitted);

    for (const [language, dentureType] of [
      ['en', '2'],
      ['tr', '3'],
    ] as const) {
      const texts = textsIn(language);
      const dialog = await openApply(newbie, language, dentureType);
      await dialog.locator('button[type=submit]').click();
      await expectMessage(dialog, texts.version);
      await expectMessage(dialog, texts.years);
      expect(await dialog.getByTestId('design-file-error').textContent()).toBe(texts.file);
      await dialog.getByTestId('design-file').setInputFiles({ ...design, name: 'a,b.stl' });
      await expect
        .poll(() => dialog.getByTestId('design-file-error').textContent())
        .toBe(texts.comma);
      // The crown's design again: the server refuses the same content, in the page's language.
      await submitDesign(newbie, dialog);
      await expect.poll(() => notification(newbie).textContent()).toContain(texts.duplicate);

      await newbie.goto(`/order/personalCenter/5?language=${language}`);
      const tab = newbie.getByTestId('contract-tab');
      await tab.locator('[name="idNumber"]').fill('110105194912310021');
      await tab.locator('[name="signedName"]').fill(TYPED_SHORT_NAME);
      await tab.locator('button[type=submit]').click();
      await expectMessage(tab, texts.idNumber);
      await expectMessage(tab, texts.agree);
      await expectMessage(tab, texts.signedName);
    }
  });

  it('wants a reason to fail an attempt; a picked category reaches the designer in theirs', async () => {
    const support = await portal.browser.newPage();
    await signInAs(support, 'support');
    const dialog = support.getByTestId('reason-dialog');
    for (const language of ['en', 'tr'] as const) {
      await support.goto(`/certifications?language=${language}`);
      await support.getByRole('row').filter({ hasText: 'newbie1' }).first().click();
      await support.getByTestId('review-viewer').waitFor();
      await support.getByRole('button', { name: textsIn(language).fail, exact: true }).click();
      await dialog.locator('button[type=submit]').click();
      await expectMessage(dialog, textsIn(language).reason);
    }
    // Still in Turkish: the category alone says why, no words needed.
    const margin = REASON_LABELS.review.margin;
    await dialog.getByRole('combobox').click();
    await support.getByRole('option', { name: margin.tr }).click();
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });

    const newbie = await portal.browser.newPage();
    await signInAs(newbie, 'newbie1');
    await newbie.goto('/order/authentication?language=en');
    await expect
      .poll(() => newbie.getByTestId('type-1').getByTestId('reason-text').textContent())
      .toBe(margin.en);
  });
});
