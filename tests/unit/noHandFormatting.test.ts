import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money, dates and numbers reach people through src/domain/format.ts only (bound to the language
 * by src/format/useFormatters.ts): no page formats them by hand, and no react-admin field that
 * reads the browser's locale instead of the portal's.
 */
const ROOT = resolve(__dirname, '..', '..');
const FORMATTER = join('src', 'domain', 'format.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const FILES = ['src', 'resources']
  .flatMap((folder) => sourceFiles(join(ROOT, folder)))
  .map((file) => ({ path: relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n') }))
  .filter((file) => file.path !== FORMATTER);

/** `file:line` of every line matching `pattern` in the files `where` picks. */
function handFormatting(
  pattern: RegExp,
  where: (path: string) => boolean = () => true,
  except?: RegExp,
): string[] {
  return FILES.filter((file) => where(file.path)).flatMap((file) =>
    file.lines.flatMap((line, index) =>
      pattern.test(line) && !except?.test(line) ? [`${file.path}:${index + 1}`] : [],
    ),
  );
}

const COMMENT = /^\s*(?:\*|\/\/|\/\*)/;
const components = (path: string) => path.endsWith('.tsx');
const pages = (path: string) => path.startsWith('resources');

describe('no component formats money, dates or numbers by hand', () => {
  it('no toLocale…String', () => {
    expect(handFormatting(/\.toLocale(?:Date|Time)?String\(/)).toEqual([]);
  });

  it('no Intl number or date format outside the formatter module', () => {
    expect(handFormatting(/new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)/)).toEqual(
      [],
    );
    expect(handFormatting(/style:\s*'currency'|currency:\s*'CNY'/)).toEqual([]);
  });

  it('no toFixed for people (data- attributes for tests may keep raw figures)', () => {
    expect(handFormatting(/\.toFixed\(/, () => true, /data-[a-z-]+=/)).toEqual([]);
  });

  it("no react-admin DateField, NumberField or NumberCol: they read the browser's locale", () => {
    const field = /\b(?:DateField|NumberField|DateTimeInput)\b|DataTable\.NumberCol/;
    expect(handFormatting(field, components, COMMENT)).toEqual([]);
  });

  it('no fen turned into yuan by hand in a component', () => {
    expect(handFormatting(/\/\s*100\b/, components)).toEqual([]);
  });

  it('no date-fns format strings on the pages', () => {
    expect(handFormatting(/from 'date-fns'|\bformat\(\s*[a-zA-Z]+,\s*'[yMdHhms]/, pages)).toEqual(
      [],
    );
  });
});
