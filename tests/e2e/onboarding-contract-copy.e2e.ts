import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ContractView } from '../../dataProvider/onboardingWireTypes';
import { CONTRACT_VERSION } from '../../fake-api/onboarding/contractDocuments';
import type { Language } from '../../i18n/languages';
import { registerDesigner } from './support/applicants';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { tokenOf } from './support/orders';
import { pdfFonts, pdfText, unprintedCharacters } from './support/pdfInk';
import { sendJson } from './support/tickets';

const portal = portalForFile();

const CONTRACT_FONTS = ['contract-latin.woff', 'contract-cjk.woff'].map(
  (name) =>
    new Uint8Array(
      readFileSync(join(__dirname, '../../resources/onboarding/contract/pdf/fonts', name)),
    ),
);
/** The name the walk found cut short ("李新" in the English copy), and a valid ID number. */
const SIGNER = { realName: '李新手', idNumber: '11010519491231002X' };

/** A designer signs online in `language` (newbie1 as seeded, or a fresh approved designer). */
async function signIn(language: Language, account: string, password: string) {
  const token = await tokenOf(portal.url, account, password);
  const signed = await sendJson(portal.url, 'POST', '/api/os/contract/sign', token, {
    version: CONTRACT_VERSION,
    language,
    realName: SIGNER.realName,
    idKind: 'resident',
    idNumber: SIGNER.idNumber,
    signedName: SIGNER.realName,
    agree: true,
  });
  const contract = signed.body.data as ContractView;
  expect(contract.status).toBe('2');
  return contract;
}

describe('the signed contract from staff’s contract desk', () => {
  it('downloads the PDF a designer signed online, with signer, version, language and date, every character drawn in zh, en and tr', async () => {
    const admin = await tokenOf(portal.url, 'operator', 'Operator1');
    await registerDesigner(portal.server, admin, 'signerzh', 'Signer1234');
    await registerDesigner(portal.server, admin, 'signeren', 'Signer1234');
    const signers = [
      { language: 'tr', account: 'newbie1', contract: await signIn('tr', 'newbie1', 'Newbie123') },
      {
        language: 'zh',
        account: 'signerzh',
        contract: await signIn('zh', 'signerzh', 'Signer1234'),
      },
      {
        language: 'en',
        account: 'signeren',
        contract: await signIn('en', 'signeren', 'Signer1234'),
      },
    ] as const;

    const support = await portal.page({ as: 'support', landing: '/staff/contracts' });
    await support.getByText(uiText('app.onboarding.desk.signed')).waitFor();
    for (const { language, account, contract } of signers) {
      const row = support
        .getByTestId('signed-contracts')
        .getByRole('row')
        .filter({ hasText: account });
      await row.getByText(contract.document.languageName).waitFor();
      const [download] = await Promise.all([
        support.waitForEvent('download'),
        row.getByRole('button', { name: uiText('app.onboarding.contract.download') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-v[\\d.]+-${language}\\.pdf$`));
      const path = await download.path();

      const pdf = await PDFDocument.load(readFileSync(path));
      expect(pdf.getTitle()).toBe(contract.document.title);
      expect(pdf.getAuthor()).toBe(SIGNER.realName);
      expect(pdf.getKeywords()).toBe(
        `signer=${SIGNER.realName} version=${CONTRACT_VERSION} language=${language} signed=${contract.signTime}`,
      );
      // What a reader sees: the text Poppler extracts is the contract, and every character of it
      // has ink where the page draws it, from a font embedded in the file.
      const squeezed = (line: string) => line.replace(/\s+/g, '');
      const text = squeezed(pdfText(path));
      expect(text).toContain(squeezed(contract.document.title));
      expect(text).toContain(squeezed(`${contract.document.labels.signer}: ${SIGNER.realName}`));
      expect(pdfFonts(path).every((font) => font.embedded)).toBe(true);
      expect(await unprintedCharacters(path, CONTRACT_FONTS)).toEqual([]);
    }
    await support.context().close();
  });
});
