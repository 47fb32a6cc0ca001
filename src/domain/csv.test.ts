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

  it('defuses a patient name an attacker starts with = + - @ TAB or CR', () => {
    const row = (name: string) => toCsv(['patient'], [[name]]).slice('\uFEFFpatient\r\n'.length);
    expect(row('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"\r\n');
    expect(row('+1+cmd')).toBe("'+1+cmd\r\n");
    expect(row('-2+3')).toBe("'-2+3\r\n");
    expect(row('@SUM(A1)')).toBe("'@SUM(A1)\r\n");
    expect(row('\t=1+1')).toBe("'\t=1+1\r\n");
    expect(row('\r=1+1')).toBe('"\'\r=1+1"\r\n');
    // Plain text and numbers stay as they are: a negative number is a number, not a formula.
    expect(toCsv(['a', 'b'], [['Zhang San', -5]])).toBe('\uFEFFa,b\r\nZhang San,-5\r\n');
  });
});
