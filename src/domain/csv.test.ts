import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and starts with a BOM', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x,y', 'say "hi"'],
        ['line\nbreak', 3],
        [null, -5],
      ],
    );
    expect(csv).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",3\r\n,-5\r\n');
  });

  it('defuses spreadsheet formulas in text', () => {
    expect(toCsv(['f'], [['=SUM(A1)']])).toBe("\uFEFFf\r\n'=SUM(A1)\r\n");
  });
});
