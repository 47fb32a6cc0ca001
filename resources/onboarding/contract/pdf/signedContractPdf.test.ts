import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../../fake-api/onboarding/contractDocuments';
import { signedContractPdf } from './signedContractPdf';

const FONT_FILES = ['latin', 'latin-ext', 'chinese-simplified'].map((subset) =>
  join(__dirname, 'fonts', `noto-sans-sc-${subset}-400-normal.woff`),
);
const fonts = () => FONT_FILES.map((file) => new Uint8Array(readFileSync(file)).buffer);

describe('signedContractPdf', () => {
  it.each([
    ['zh', '张伟'],
    ['en', 'Jane Miller'],
    ['tr', 'Şükrü Yılmaz'],
  ] as const)(
    'writes a %s copy that opens and holds signer, version, language and date',
    async (language, signer) => {
      const document = contractDocument(language, { name: signer, account: 'designer' });
      const bytes = await signedContractPdf(
        {
          document,
          signer,
          account: 'designer',
          signedAt: '25.11.2026 18:45',
          signTime: '2026-11-25 18:45:06',
        },
        fonts(),
      );
      const opened = await PDFDocument.load(bytes);
      expect(opened.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(opened.getTitle()).toBe(document.title);
      expect(opened.getAuthor()).toBe(signer);
      expect(opened.getKeywords()).toBe(
        `signer=${signer} version=${document.version} language=${language} signed=2026-11-25 18:45:06`,
      );
      expect(opened.getSubject()).toBe(`${document.version} ${language}`);
    },
  );
});
