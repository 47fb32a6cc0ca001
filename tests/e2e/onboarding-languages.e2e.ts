import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type PortalBrowser } from './support/browser';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';
import { binaryStl } from './support/stlFiles';
import { signInAs } from './support/signIn';

/** What the onboarding screens say in English and Turkish (zh: onboarding.e2e.ts). */
const TEXTS = {
  en: {
    apply: 'Apply',
    fail: 'Fail',
    submitted: 'Submitted, awaiting review',
    version: 'Please enter the software version',
    years: 'Years of experience must be a whole number from 0 to 60',
    file: 'Please upload the test design',
    comma: 'The file name may not contain a comma before the extension',
    duplicate: 'This file has already been uploaded: duplicates are not allowed',
    reason: 'Please enter a reason',
    idNumber: 'The ID number is not correct',
    agree: 'Please read and accept the contract',
    signedName: 'The signature must match your real name',
  },
  tr: {
    apply: 'Başvur',
    fail: 'Reddet',
    submitted: 'Gönderildi, inceleme bekleniyor',
    version: 'Lütfen yazılım sürümünü girin',
    years: 'Deneyim yılı 0 ile 60 arasında bir tam sayı olmalıdır',
    file: 'Lütfen test tasarımını yükleyin',
    comma: 'Dosya adında uzantıdan önce virgül olamaz',
    duplicate: 'Bu dosya zaten yüklendi: aynı dosya tekrar yüklenemez',
    reason: 'Lütfen bir neden girin',
    idNumber: 'Kimlik numarası hatalı',
    agree: 'Lütfen sözleşmeyi okuyup kabul edin',
    signedName: 'İmza gerçek adınızla aynı olmalıdır',
  },
} as const;

type Language = keyof typeof TEXTS;

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
  await row.getByRole('button', { name: TEXTS[language].apply, exact: true }).click();
  return page.getByTestId('apply-dialog');
}

async function submitDesign(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'exocad' }).click();
  await dialog.locator('[name="softwareVersion"]').fill('3.2');
  await dialog.locator('[name="years"]').fill('2');
  await dialog.getByTestId('design-file').setInputFiles(design);
  await dialog.locator('button[type=submit]').click();
}

describe('onboarding validation messages in English and Turkish', () => {
  let server: PortalServer;
  let browser: PortalBrowser;
  beforeAll(async () => {
    server = await startPortal();
    browser = await openBrowser(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says what is wrong with the application, its files and the signature', async () => {
    const newbie = await browser.newPage();
    await signInAs(newbie, 'newbie1');
    const crown = await openApply(newbie, 'en', '1');
    await submitDesign(newbie, crown);
    await expect.poll(() => notification(newbie).textContent()).toContain(TEXTS.en.submitted);

    for (const [language, dentureType] of [
      ['en', '2'],
      ['tr', '3'],
    ] as const) {
      const texts = TEXTS[language];
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

  it('wants a reason to fail an attempt', async () => {
    const support = await browser.newPage();
    await signInAs(support, 'support');
    for (const language of ['en', 'tr'] as const) {
      await support.goto(`/certifications?language=${language}`);
      await support.getByRole('row').filter({ hasText: 'newbie1' }).first().click();
      await support.getByTestId('review-viewer').waitFor();
      await support.getByRole('button', { name: TEXTS[language].fail, exact: true }).click();
      const dialog = support.getByTestId('reason-dialog');
      await dialog.locator('button[type=submit]').click();
      await expectMessage(dialog, TEXTS[language].reason);
    }
  });
});
