import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSIONS } from '../../fake-api/onboarding/contractDocuments';
import { FAQ_ENTRIES } from '../../fake-api/seed/faq';
import { en } from '../../i18n/en';
import { tr } from '../../i18n/tr';
import { zh } from '../../i18n/zh';

/** docs/GLOSSARY.md is the terminology table the catalogs and the fake API's texts follow. */
const ROOT = resolve(__dirname, '..', '..');
type Lang = 'en' | 'tr';
interface Term {
  zh: string;
  words: Record<Lang, string>;
  avoid: Record<Lang, string[]>;
  checked: Lang[];
}

function glossary(): Term[] {
  const rows = readFileSync(join(ROOT, 'docs', 'GLOSSARY.md'), 'utf8')
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| 中文') && !line.startsWith('| ---'),
    )
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.map(([, zhTerm = '', enWord = '', trWord = '', avoid = '', checked = '']) => ({
    zh: zhTerm.split(' ')[0] ?? '',
    words: { en: enWord, tr: trWord },
    avoid: { en: listOf(avoid, 'en'), tr: listOf(avoid, 'tr') },
    checked: checked.split(/\s+/).filter((lang): lang is Lang => lang === 'en' || lang === 'tr'),
  }));
}

/** "en: a, b; tr: c" → the words of one language. */
function listOf(cell: string, lang: Lang): string[] {
  const part = cell.split(';').find((chunk) => chunk.trim().startsWith(`${lang}:`));
  return (part?.split(':')[1] ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

function flatten(node: unknown, path = ''): Record<string, string> {
  if (typeof node === 'string') return { [path]: node };
  if (!node || typeof node !== 'object') return {};
  return Object.assign(
    {},
    ...Object.entries(node).map(([key, value]) => flatten(value, path ? `${path}.${key}` : key)),
  );
}

const ownTexts = (catalog: unknown) =>
  Object.fromEntries(Object.entries(flatten(catalog)).filter(([key]) => !key.startsWith('ra.')));
const CATALOGS = { zh: ownTexts(zh), en: ownTexts(en), tr: ownTexts(tr) };

/** The en/tr strings of the fake API's localized seed and messages ({ zh, en, tr } objects). */
function fakeApiTexts(lang: Lang): Record<string, string> {
  const folders = ['seed', 'messages'].map((folder) => join(ROOT, 'fake-api', folder));
  return Object.fromEntries(
    folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .flatMap((name) =>
          [
            ...readFileSync(join(folder, name), 'utf8').matchAll(
              new RegExp(`${lang}: '([^']*)'`, 'g'),
            ),
          ].map((match, index) => [`fake-api/${name}#${index}`, match[1] ?? '']),
        ),
    ),
  );
}

/** What a designer reads at length in `lang`: the FAQ (words, titles, answers) and every contract. */
function documentTexts(lang: Lang | 'zh'): Record<string, string> {
  const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');
  const faq = FAQ_ENTRIES.flatMap((entry, index) => [
    [`faq#${index}.words`, entry.words[lang]],
    [`faq#${index}.title`, entry[lang][0]],
    [`faq#${index}.answer`, plain(entry[lang][1])],
  ]);
  const contracts = Object.entries(CONTRACT_VERSIONS).flatMap(([version, texts]) => [
    [`contract ${version}.title`, texts[lang].title],
    ...texts[lang].clauses.flatMap(([heading, body], index) => [
      [`contract ${version}.clause${index + 1}.heading`, heading],
      [`contract ${version}.clause${index + 1}`, body],
    ]),
  ]);
  return Object.fromEntries([...faq, ...contracts]);
}

const DOCUMENTS = { zh: documentTexts('zh'), en: documentTexts('en'), tr: documentTexts('tr') };

const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(lang === 'tr' ? 'tr' : 'en');
const TERMS = glossary();

describe('docs/GLOSSARY.md', () => {
  it('lists the domain terms in three languages', () => {
    expect(TERMS.length).toBeGreaterThan(40);
    for (const term of TERMS) expect([term.zh, term.words.en, term.words.tr]).not.toContain('');
  });

  it.each(['en', 'tr'] as const)('no %s text uses a word the glossary rules out', (lang) => {
    const texts = { ...CATALOGS[lang], ...fakeApiTexts(lang), ...DOCUMENTS[lang] };
    const misuses = TERMS.flatMap((term) =>
      term.avoid[lang].flatMap((word) => {
        const stem = lower(word.replace(/\*$/, ''), lang);
        const end = word.endsWith('*') ? '' : '($|[^\\p{L}])';
        const start = new RegExp(`(^|[^\\p{L}])${stem}${end}`, 'u');
        return Object.entries(texts)
          .filter(([, text]) => start.test(lower(text, lang)))
          .map(([key, text]) => `${term.zh} "${word}": ${key} = ${text}`);
      }),
    );
    expect(misuses).toEqual([]);
  });

  it.each(['en', 'tr'] as const)('%s texts say a checked term with its glossary word', (lang) => {
    const misses = TERMS.filter((term) => term.checked.includes(lang)).flatMap((term) => {
      const word = lower(term.words[lang].split(' (')[0] ?? '', lang);
      const texts = { ...CATALOGS[lang], ...DOCUMENTS[lang] };
      return Object.entries({ ...CATALOGS.zh, ...DOCUMENTS.zh })
        .filter(([, text]) => text.includes(term.zh))
        .filter(([key]) => !lower(texts[key] ?? '', lang).includes(word))
        .map(([key]) => `${term.zh} → ${word}: ${key} = ${texts[key]}`);
    });
    expect(misses).toEqual([]);
  });

  it('words one message once: the password mismatch reads the same under both keys', () => {
    for (const catalog of Object.values(CATALOGS)) {
      expect(catalog['app.validation.password_mismatch']).toBe(
        catalog['app.validation.passwords_differ'],
      );
    }
  });
});
