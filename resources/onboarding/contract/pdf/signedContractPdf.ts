import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContractDocument } from '../../../../dataProvider/onboardingWireTypes';
import { woffToSfnt } from './woffToSfnt';

/** What the signed copy shows beside the text: the signature, in the document's language. */
export interface SignedCopy {
  document: ContractDocument;
  signer: string;
  account: string;
  /** As the user reads it (formatted by the caller). */
  signedAt: string;
  /** Raw server time, for the file's metadata. */
  signTime: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZE = { title: 16, heading: 11, body: 10, line: 1.5 };
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
/** Punctuation a Chinese line never starts with: it stays on the line before, past the margin. */
const CLOSING = /^[，。、；：？！）」』】》〉…,.;:?!)]/;

/**
 * The signed agreement as a PDF: title, parties, every clause, then the signature block (signer,
 * version, language, date), also written into the file's metadata. `fonts`: the font files to
 * draw with, in order of preference per character (Latin with Turkish, then Chinese).
 */
export async function signedContractPdf(
  copy: SignedCopy,
  fonts: ArrayBuffer[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const plain = await Promise.all(fonts.map(woffToSfnt));
  const embedded = await Promise.all(plain.map((bytes) => pdf.embedFont(bytes, { subset: true })));
  const writer = new Writer(pdf, embedded);
  const { document } = copy;
  const { labels } = document;
  writer.paragraph(document.title, SIZE.title);
  writer.paragraph(document.parties, SIZE.body);
  document.clauses.forEach((clause, index) => {
    writer.paragraph(`${index + 1}. ${clause.heading}`, SIZE.heading);
    writer.paragraph(clause.body, SIZE.body);
  });
  writer.gap();
  writer.paragraph(`${labels.signer}: ${copy.signer}`, SIZE.body);
  writer.paragraph(`${labels.account}: ${copy.account}`, SIZE.body);
  writer.paragraph(`${labels.version}: ${document.version}`, SIZE.body);
  writer.paragraph(
    `${labels.language}: ${document.languageName} (${document.language})`,
    SIZE.body,
  );
  writer.paragraph(`${labels.date}: ${copy.signedAt}`, SIZE.body);
  pdf.setTitle(document.title);
  pdf.setAuthor(copy.signer);
  pdf.setSubject(`${document.version} ${document.language}`);
  pdf.setKeywords([
    `signer=${copy.signer}`,
    `version=${document.version}`,
    `language=${document.language}`,
    `signed=${copy.signTime}`,
  ]);
  pdf.setProducer('dental-design portal');
  return pdf.save();
}

/** Lays text out top to bottom over as many pages as it needs, a font per character. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly sets: Set<number>[];
  private readonly advances = new Map<string, number>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: PDFFont[],
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.sets = fonts.map((font) => new Set(font.getCharacterSet()));
  }

  gap() {
    this.y -= SIZE.body;
  }

  paragraph(text: string, size: number) {
    for (const line of this.wrap(text, size)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size * SIZE.line;
      let x = PAGE.margin;
      for (const run of this.runs(line)) {
        this.page.drawText(run.text, { x, y: this.y, size, font: run.font });
        x += this.width(run.text, size);
      }
    }
    this.y -= size * 0.5;
  }

  private fontOf(char: string): PDFFont {
    const code = char.codePointAt(0) ?? 0;
    const index = this.sets.findIndex((set) => set.has(code));
    return this.fonts[index === -1 ? 0 : index] as PDFFont;
  }

  private runs(line: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const char of line) {
      const font = this.fontOf(char);
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  /** Widths from each character's advance, measured once (fontkit's layout costs ms a call). */
  private width(text: string, size: number): number {
    let units = 0;
    for (const char of text) {
      let advance = this.advances.get(char);
      if (advance === undefined) {
        advance = this.fontOf(char).widthOfTextAtSize(char, 1);
        this.advances.set(char, advance);
      }
      units += advance;
    }
    return units * size;
  }

  /** Lines no wider than the page: Chinese breaks between any two characters, others at spaces. */
  private wrap(text: string, size: number): string[] {
    const tokens =
      text.match(
        new RegExp(
          `${CJK.source}|[^\\s\\u2e80-\\u9fff\\uf900-\\uffef\\u3000-\\u303f]+\\s*|\\s+`,
          'gu',
        ),
      ) ?? [];
    const room = PAGE.width - 2 * PAGE.margin;
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const token of tokens) {
      const tokenWidth = this.width(token, size);
      const fits = lineWidth + this.width(token.trimEnd(), size) <= room;
      if (line && !fits && !CLOSING.test(token)) {
        lines.push(line.trimEnd());
        line = token.trimStart();
        lineWidth = this.width(line, size);
      } else {
        line += token;
        lineWidth += tokenWidth;
      }
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }
}
