import { execFileSync } from 'node:child_process';
import fontkit from '@pdf-lib/fontkit';
import { woffToSfnt } from '../../../resources/onboarding/contract/pdf/woffToSfnt';

/** A character the PDF's text says is there but its page does not draw. */
export interface UnprintedCharacter {
  page: number;
  word: string;
  character: string;
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const DPI = 144;
const INK = 160;

/** The text Poppler extracts from the PDF, page by page. */
export function pdfText(pdfPath: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
}

/** The fonts the PDF uses, each with whether it is embedded (Poppler's pdffonts). */
export function pdfFonts(pdfPath: string): { name: string; embedded: boolean }[] {
  const lines = execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' }).split('\n').slice(2);
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
    });
}

/**
 * Every character of the extracted text whose place on the rendered page holds no ink: Poppler
 * renders each page and gives each word's box; the box is cut into characters by the advances of
 * `fontFiles` (the fonts the PDF was drawn with, the first holding a character drawing it), and a character cell without a dark pixel is a
 * glyph the embedded font lacks.
 */
export async function unprintedCharacters(
  pdfPath: string,
  fontFiles: Uint8Array[],
): Promise<UnprintedCharacter[]> {
  const fonts = await Promise.all(
    fontFiles.map(async (bytes) =>
      fontkit.create(Buffer.from(await woffToSfnt(bytes.slice().buffer))),
    ),
  );
  const advances = new Map<string, number>();
  const advance = (character: string) => {
    let known = advances.get(character);
    if (known === undefined) {
      const code = character.codePointAt(0) ?? 0;
      const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? fonts[0];
      known = font ? font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm : 1;
      advances.set(character, known);
    }
    return known;
  };
  const missing: UnprintedCharacter[] = [];
  pagesOf(pdfPath).forEach((words, index) => {
    const page = index + 1;
    const image = renderPage(pdfPath, page);
    for (const word of words) {
      const characters = [...word.text];
      const total = characters.reduce((sum, character) => sum + advance(character), 0);
      const scale = (word.xMax - word.xMin) / total;
      let x = word.xMin;
      for (const character of characters) {
        const width = advance(character) * scale;
        if (character.trim() && !image.hasInk(x, word.yMin, x + width, word.yMax)) {
          missing.push({ page, word: word.text, character });
        }
        x += width;
      }
    }
  });
  return missing;
}

function pagesOf(pdfPath: string): Word[][] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', pdfPath, '-'], {
    encoding: 'utf8',
  });
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: unescapeHtml(text ?? ''),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      })),
    );
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** One page as Poppler renders it in grey (a binary PGM), read in PDF points. */
function renderPage(pdfPath: string, page: number) {
  const pgm = execFileSync(
    'pdftoppm',
    [
      ...['-r', String(DPI), '-gray', '-singlefile'],
      ...['-f', String(page), '-l', String(page), pdfPath],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = pgm.subarray(header[0].length);
  const pixel = (points: number) => Math.round((points * DPI) / 72);
  return {
    hasInk(x0: number, y0: number, x1: number, y1: number): boolean {
      for (let y = Math.max(0, pixel(y0)); y < Math.min(height, pixel(y1)); y++) {
        for (let x = Math.max(0, pixel(x0)); x < Math.min(width, pixel(x1)); x++) {
          if ((pixels[y * width + x] ?? 255) < INK) return true;
        }
      }
      return false;
    },
  };
}
