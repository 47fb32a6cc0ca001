import { splitFileName } from './fileRules';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The storage key of an upload (SPEC §9): upload/{yyyyMMdd}/{random}.{ext}, the date in the
 * browser's own calendar, the extension lower-cased; the original name travels separately.
 */
export function objectKey(fileName: string, date: Date, random: string): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  const { extension } = splitFileName(fileName);
  return `upload/${day}/${random}${extension ? `.${extension}` : ''}`;
}
