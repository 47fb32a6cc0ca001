/** GB 11643-1999 weights of the first 17 digits of a Chinese resident ID number. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character (0-9 or X) of the first 17 digits, or undefined when they are not 17 digits. */
export function idCheckDigit(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARS[sum % 11];
}

/** An 18-character resident ID number: 17 digits, a real birth date, the right check character. */
export function isValidResidentId(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isBirthDate(id.slice(6, 14))) return false;
  return idCheckDigit(id.slice(0, 17)) === id[17];
}

/** A passport number as printed (ICAO 9303 allows letters and digits, 5 to 20 here). */
export function isValidPassport(value: string): boolean {
  return /^[A-Z0-9]{5,20}$/i.test(value.trim());
}

export type IdKind = 'resident' | 'passport';

export function isValidIdNumber(kind: IdKind, value: string): boolean {
  return kind === 'resident' ? isValidResidentId(value) : isValidPassport(value);
}

function isBirthDate(yyyymmdd: string): boolean {
  const [year, month, day] = [
    Number(yyyymmdd.slice(0, 4)),
    Number(yyyymmdd.slice(4, 6)),
    Number(yyyymmdd.slice(6, 8)),
  ];
  if (year < 1800) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
