import { splitFileName } from './fileRules';

/**
 * The storage key of an upload (SPEC §9): upload/{yyyyMMdd}/{random}.{ext}. The server picks
 * `keyPrefix` (upload/{yyyyMMdd}/{random}) with the upload keys, which write that key only; the
 * extension is the file's, lower-cased; the original name travels separately.
 */
export function objectKey(fileName: string, keyPrefix: string): string {
  const { extension } = splitFileName(fileName);
  return `${keyPrefix}${extension ? `.${extension}` : ''}`;
}
