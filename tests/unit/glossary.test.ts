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
  /** The name in code: folders end with `/`. */
  inCode: string;
  /** Words no folder name may use (wire names that read wrong in code). */
  notInCode: string[];
}

/** The glossary's table as rows of cells keyed by the header's column names. */
function glossaryRows(): Record<string, string>[] {
  const lines = readFileSync(join(ROOT, 'docs', 'GLOSSARY.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
  const cellsOf = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const header = cellsOf(lines[0] ?? '');
  return lines
    .slice(1)
    .map((line) => Object.fromEntries(cellsOf(line).map((cell, index) => [header[index], cell])));
}

function glossary(): Term[] {
  return glossaryRows().map((row) => ({
    zh: (row['中文'] ?? '').split(' ')[0] ?? '',
    words: { en: row['English'] ?? '', tr: row['Türkçe'] ?? '' },
    avoid: { en: listOf(row['Avoid'] ?? '', 'en'), tr: listOf(row['Avoid'] ?? '', 'tr') },
    checked: (row['Checked'] ?? '')
      .split(/\s+/)
      .filter((lang): lang is Lang => lang === 'en' || lang === 'tr'),
    inCode: row['In code'] ?? '',
    notInCode: (row['Not in code'] ?? '')
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
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

/** The folders the code names after the glossary: the four feature roots, wire-named services aside. */
const CODE_ROOTS = ['resources', 'i18n', 'dataProvider/api', 'fake-api'];
const NOT_CODE = new Set(['fake-api/services', 'fake-api/data', 'node_modules']);

function foldersUnder(relative: string): string[] {
  return readdirSync(join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}`)
    .filter((folder) => !NOT_CODE.has(folder))
    .flatMap((folder) => [folder, ...foldersUnder(folder)]);
}

/** "qualificationReview" → ["qualification", "review"]; "cl_dispatch" → ["cl", "dispatch"]. */
const wordsOf = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** Each folder whose name uses a word the glossary keeps out of code, with its term. */
function codeWordMisuses(folders: readonly string[], terms: readonly Term[]): string[] {
  return folders.flatMap((folder) => {
    const words = wordsOf(folder.split('/').pop() ?? '');
    return terms.flatMap((term) =>
      term.notInCode
        .filter((banned) => words.some((word) => word === banned || word === `${banned}s`))
        .map((banned) => `${folder}: "${banned}" (${term.zh} is ${term.inCode} in code)`),
    );
  });
}

const FOLDERS = CODE_ROOTS.flatMap(foldersUnder);

describe('docs/GLOSSARY.md, names in code', () => {
  it('names the code and wire words of the terms whose wire names read wrong', () => {
    const qualification = TERMS.find((term) => term.zh === '资质认证');
    const referral = TERMS.find((term) => term.zh === '推广');
    expect(qualification?.notInCode).toEqual(['authentication', 'certification']);
    expect(referral?.notInCode).toEqual(expect.arrayContaining(['extension', 'promotion']));
  });

  it('finds every folder the "In code" column names', () => {
    const names = new Set(FOLDERS.map((folder) => folder.split('/').pop()));
    const listed = TERMS.flatMap((term) =>
      [...term.inCode.matchAll(/`([A-Za-z]+)\/`/g)].map((match) => match[1] ?? ''),
    );
    expect(listed.length).toBeGreaterThan(15);
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
  });

  it('refuses a folder named with a word kept out of code', () => {
    const probes = [
      'resources/profile/extension',
      'i18n/promotions',
      'fake-api/onboarding/authenticationReview',
      'dataProvider/api/certification',
      'resources/profile/referral',
    ];
    expect(codeWordMisuses(probes, TERMS)).toEqual([
      'resources/profile/extension: "extension" (推广 is `referral/`, `invitedUsers/` in code)',
      'i18n/promotions: "promotion" (推广 is `referral/`, `invitedUsers/` in code)',
      'fake-api/onboarding/authenticationReview: "authentication" (资质认证 is `qualification/`, `qualificationReview/` in code)',
      'dataProvider/api/certification: "certification" (资质认证 is `qualification/`, `qualificationReview/` in code)',
    ]);
  });

  it('has no such folder under resources/, i18n/, dataProvider/api/ or fake-api/', () => {
    expect(FOLDERS.length).toBeGreaterThan(50);
    expect(codeWordMisuses(FOLDERS, TERMS)).toEqual([]);
  });
});
