import { en } from '../../../i18n/en';
import { tr } from '../../../i18n/tr';
import { zh } from '../../../i18n/zh';
import type { Language } from '../../../i18n/languages';

// The UI text a test looks for, read from the portal's own catalogs by key (the key does not
// change when a translation does), so no test types Chinese that the portal already holds.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A dotted key of the reference catalog, e.g. `app.money.withdrawal.confirm`. */
export type TextKey = Leaves<typeof zh>;

const CATALOGS = { zh, en, tr } as const;

/**
 * The text of `key` in `language` as polyglot renders it: `%{name}` placeholders filled from
 * `values`; a plural (`one |||| many`) picks by `smart_count` as polyglot does (zh and tr have
 * one form, en two).
 */
export function uiText(
  key: TextKey,
  values: Record<string, string | number> = {},
  language: Language = 'zh',
): string {
  let node: unknown = CATALOGS[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key} in ${language}`);
  const forms = node.split('||||').map((form) => form.trim());
  const count = values.smart_count;
  const plural = language === 'en' && typeof count === 'number' && count !== 1;
  const chosen = plural && forms.length > 1 ? forms[1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `uiText` in each of the portal's languages, for tests that walk zh, en and tr. */
export const textIn =
  (language: Language) => (key: TextKey, values?: Record<string, string | number>) =>
    uiText(key, values, language);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value of a pattern's placeholder: text, or a pattern of its own. */
type PatternValue = string | number | RegExp;

/**
 * The regular-expression source of `key`'s text: a placeholder given as a RegExp matches it, one
 * given as text matches that text, one not given matches any text (a capturing group).
 */
export function uiSource(
  key: TextKey,
  values: Record<string, PatternValue> = {},
  language: Language = 'zh',
): string {
  const patterns: string[] = [];
  const texts = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!(value instanceof RegExp)) return [name, value];
      patterns.push(value.source);
      return [name, `\uE000${patterns.length - 1}\uE000`];
    }),
  );
  return escapeRegExp(uiText(key, texts, language))
    .replace(/%\\\{\w+\\\}/g, '(.+?)')
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => `(?:${patterns[Number(index)]})`);
}

/**
 * A whole-text pattern of one or more keys' texts (uiSource): for a label that carries a
 * changing number (`%{seconds} 秒后重发`) or one of several labels.
 */
export function uiPattern(
  keys: TextKey | readonly TextKey[],
  values: Record<string, PatternValue> = {},
  language: Language = 'zh',
): RegExp {
  const sources = (typeof keys === 'string' ? [keys] : keys).map((key) =>
    uiSource(key, values, language),
  );
  return new RegExp(`^(?:${sources.join('|')})$`);
}
