/** CSV (RFC 4180) with a UTF-8 byte-order mark so that spreadsheet programs read Chinese right. */
export type CsvValue = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a leading tab or carriage
  // return is skipped by some of them, which then read the formula behind it (OWASP).
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
