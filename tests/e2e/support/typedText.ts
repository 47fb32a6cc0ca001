import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an en or tr page may still show in Chinese: only values people typed (names, file names,
 * remarks, request and ticket texts), which the fake API's data file lists.
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]/;
const MASKED_NAME = /[\u3400-\u9fff]\*{2,}[\u3400-\u9fff]?/g;
/** Fields whose values people type: shown as typed, in whatever language they were typed. */
const TYPED = new Set([
  'patientName',
  'remark',
  'realName',
  'name',
  'nickName',
  'designerName',
  'inviteeName',
  'fileName',
  'originalName',
  'content',
  'title',
  'subject',
  'reason',
  'text',
  'html',
  'account',
  'bankName',
  'branch',
  'accountName',
  'signedName',
  'address',
  'hospital',
  'doctor',
]);

/** Every string a person typed into the server's data, longest first (HTML split into its text runs). */
export function typedValuesOf(dataDir: string): string[] {
  const db: unknown = JSON.parse(readFileSync(join(dataDir, 'db.json'), 'utf8'));
  const found = new Set<string>();
  const walk = (node: unknown, key = '') => {
    if (typeof node === 'string') {
      if (TYPED.has(key) && CJK.test(node))
        for (const run of node.split(/<[^>]+>/)) if (run.trim()) found.add(run.trim());
      return;
    }
    if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object')
      for (const [child, value] of Object.entries(node)) walk(value, child);
  };
  walk(db);
  return [...found].sort((a, b) => b.length - a.length);
}

/** The lines of `text` that still hold a Chinese character once the typed values are taken out. */
export function chineseLeft(text: string, typed: readonly string[]): string[] {
  return (
    text
      .split('\n')
      .map((line) => typed.reduce((rest, value) => rest.split(value).join(''), line))
      // A typed name the server masks for others (王***, 新***师) is still the typed name.
      .map((line) => line.replace(MASKED_NAME, ''))
      .filter((line) => CJK.test(line))
      .map((line) => line.trim().slice(0, 120))
  );
}
