import { describe, expect, it } from 'vitest';
import { idCheckDigit, isValidIdNumber, isValidPassport, isValidResidentId } from './idNumber';

describe('GB 11643 check digit', () => {
  it('computes the check character of the standard example and of an X case', () => {
    // The example of GB 11643-1999: 11010519491231002X.
    expect(idCheckDigit('11010519491231002')).toBe('X');
    expect(idCheckDigit('44052418800101001')).toBe('4');
    expect(idCheckDigit('1101051949123100')).toBeUndefined();
    expect(idCheckDigit('1101051949123100A')).toBeUndefined();
  });

  it('accepts a number with the right check character, lower-case x too', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
    expect(isValidResidentId('440524188001010014')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length, letters and impossible dates', () => {
    expect(isValidResidentId('110105194912310021')).toBe(false);
    expect(isValidResidentId('440524188001010015')).toBe(false);
    expect(isValidResidentId('44052418800101001')).toBe(false);
    expect(isValidResidentId('4405241880010100144')).toBe(false);
    expect(isValidResidentId('44052418800101A014')).toBe(false);
    // 30 February, with a check character that would otherwise fit.
    const feb30 = `11010519490230002`;
    expect(isValidResidentId(`${feb30}${idCheckDigit(feb30)}`)).toBe(false);
  });

  it('checks a passport number by its form, and picks the rule by kind', () => {
    expect(isValidPassport('E12345678')).toBe(true);
    expect(isValidPassport('U1234')).toBe(true);
    expect(isValidPassport('E12-345')).toBe(false);
    expect(isValidPassport('E12')).toBe(false);
    expect(isValidIdNumber('passport', 'E12345678')).toBe(true);
    expect(isValidIdNumber('resident', 'E12345678')).toBe(false);
    expect(isValidIdNumber('resident', '11010519491231002X')).toBe(true);
  });
});
