import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../../fake-api/onboarding/contractDocuments';
import { signedContractPdf } from './signedContractPdf';
import { woffToSfnt } from './woffToSfnt';

const FONT_FILES = ['contract-latin.woff', 'contract-cjk.woff'].map((name) =>
  join(__dirname, 'fonts', name),
);
const fonts = () => FONT_FILES.map((file) => new Uint8Array(readFileSync(file)).buffer);

describe('signedContractPdf', () => {
  it('embeds a font that holds every character of the agreement in zh, en and tr', async () => {
    const held = new Set<number>();
    for (const bytes of fonts()) {
      const font = fontkit.create(new Uint8Array(await woffToSfnt(bytes)));
      font.characterSet.forEach((codePoint) => held.add(codePoint));
    }
    for (const language of ['zh', 'en', 'tr'] as const) {
      const document = contractDocument(language, { name: '李新手', account: 'newbie1' });
      const printed = [
        document.title,
        document.parties,
        ...document.clauses.flatMap((clause) => [clause.heading, clause.body]),
        ...Object.values(document.labels),
        document.languageName,
        '李新手 Şükrü Yılmaz ĞğİıŞşÇçÖöÜü 0123456789 ¥$€',
      ].join('');
      const missing = [...new Set(printed)].filter(
        (character) => character.trim() && !held.has(character.codePointAt(0) ?? 0),
      );
      expect(missing, language).toEqual([]);
    }
  });

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
