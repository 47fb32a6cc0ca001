import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ContractView } from '../../dataProvider/onboardingWireTypes';
import { CONTRACT_VERSION } from '../../fake-api/onboarding/contractDocuments';
import { uiText } from './support/catalog';
import { portalForFile } from './support/harness';
import { tokenOf } from './support/orders';
import { sendJson } from './support/tickets';

const portal = portalForFile();

/** newbie1 as the seed holds them (real name and a valid ID number), signing in Turkish. */
const SEEDED_SIGNER = { account: 'newbie1', realName: '周敏', idNumber: '11010519491231002X' };

describe('the signed contract from staff’s contract desk', () => {
  it('downloads the PDF a designer signed online, with signer, version, language and date', async () => {
    const token = await tokenOf(portal.url, SEEDED_SIGNER.account, 'Newbie123');
    const signed = await sendJson(portal.url, 'POST', '/api/os/contract/sign', token, {
      version: CONTRACT_VERSION,
      language: 'tr',
      realName: SEEDED_SIGNER.realName,
      idKind: 'resident',
      idNumber: SEEDED_SIGNER.idNumber,
      signedName: SEEDED_SIGNER.realName,
      agree: true,
    });
    const contract = signed.body.data as ContractView;
    expect(contract.status).toBe('2');

    const support = await portal.page({ as: 'support', landing: '/staff/contracts' });
    await support.getByText(uiText('app.onboarding.desk.signed')).waitFor();
    const row = support
      .getByTestId('signed-contracts')
      .getByRole('row')
      .filter({ hasText: SEEDED_SIGNER.account });
    await row.getByText(contract.document.languageName).waitFor();
    const [download] = await Promise.all([
      support.waitForEvent('download'),
      row.getByRole('button', { name: uiText('app.onboarding.contract.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-v[\d.]+-tr\.pdf$/);

    const pdf = await PDFDocument.load(readFileSync(await download.path()));
    expect(pdf.getTitle()).toBe(contract.document.title);
    expect(pdf.getAuthor()).toBe(SEEDED_SIGNER.realName);
    expect(pdf.getKeywords()).toBe(
      `signer=${SEEDED_SIGNER.realName} version=${CONTRACT_VERSION} language=tr signed=${contract.signTime}`,
    );
    await support.context().close();
  });
});
