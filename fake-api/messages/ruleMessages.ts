import { teethZh } from '../../i18n/orders/teeth/zh';
import { uploadZh } from '../../i18n/upload/zh';

/**
 * The server's refusal for a rule the portal checks too (src/domain/fileRules.ts, submitRules.ts,
 * teeth.ts). The domain names a rule by its translation key; the server answers with the portal's
 * own Chinese text for that key, read from the portal's catalog: one table, not a copy kept equal
 * by hand (eslint.boundaries.js lets fake-api import these two catalogs for this).
 */
const RULE_TEXTS: readonly (readonly [prefix: string, texts: Readonly<Record<string, string>>])[] =
  [
    ['app.upload.rules.', uploadZh.rules],
    ['app.orders.teeth.rules.', teethZh.rules],
  ];

/** The text of a rule named by its key (`app.upload.rules.cad_count`); other keys unchanged. */
export function ruleMessage(key: string): string {
  for (const [prefix, texts] of RULE_TEXTS) {
    const rule = key.slice(prefix.length);
    if (key.startsWith(prefix) && Object.hasOwn(texts, rule)) return texts[rule];
  }
  return key;
}
