import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { TASK_STATUS_NAMES } from '../../fake-api/messages/taskStatusNames';

const ROOT = resolve(__dirname, '..', '..');
const FOLDERS = ['src', 'resources', 'dataProvider', 'i18n', 'fake-api'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const FILES = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((file) => ({
  path: relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** `file:line` of each match of `pattern` outside the files `allowed`. */
function occurrences(pattern: RegExp, allowed: readonly string[] = []): string[] {
  return FILES.filter((file) => !allowed.includes(file.path)).flatMap((file) =>
    file.text
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file.path}:${index + 1}`] : [])),
  );
}

describe('one source each', () => {
  it('the language list: i18n/languages.ts, no union, list or test of the codes elsewhere', () => {
    const code = `'(?:${LANGUAGES.join('|')})'`;
    // 'zh' | 'en', ['zh', 'en'], value === 'zh' || value === 'en'
    const list = new RegExp(`${code}\\s*(?:\\||,)\\s*${code}|${code}\\s*\\|\\|[^;]*${code}`);
    expect(occurrences(list, [join('i18n', 'languages.ts')])).toEqual([]);
  });

  it('the cancel rule: src/domain/cancelRules.ts, used by both buttons and the fake API', () => {
    expect(occurrences(/canTake\('cancel'/, [join('src', 'domain', 'cancelRules.ts')])).toEqual([]);
    const users = FILES.filter((file) =>
      /^import \{[^}]*\} from '[./]+(?:src\/)?domain\/cancelRules'/m.test(file.text),
    )
      .map((file) => file.path)
      .sort();
    expect(users).toEqual([
      join('fake-api', 'services', 'os', 'designTask', 'moves.ts'),
      join('resources', 'orders', 'tasks', 'TaskDetailActions.tsx'),
      join('resources', 'orders', 'workbench', 'TaskCardActions.tsx'),
    ]);
  });

  it("the fake API's messages: no UI catalog imported, status names written once", () => {
    const fakeApi = (path: string) => path.startsWith('fake-api');
    const catalogImports = FILES.filter((file) => fakeApi(file.path)).flatMap((file) =>
      [...file.text.matchAll(/from '((?:\.\.\/)+i18n\/[^']+)'/g)]
        .map((match) => match[1])
        .filter((target) => !target.endsWith('/i18n/languages'))
        .map((target) => `${file.path}: ${target}`),
    );
    expect(catalogImports).toEqual([]);
    const names = Object.values(TASK_STATUS_NAMES).map((name) => name.zh);
    const copies = occurrences(
      // A status table: '1': '设计中' (or { zh: '设计中' ... }) keyed by a status code.
      new RegExp(`'[0-9]':\\s*(?:\\{\\s*zh:\\s*)?'(?:${names.join('|')})'`),
      [join('fake-api', 'messages', 'taskStatusNames.ts')],
    ).filter((where) => fakeApi(where));
    expect(copies).toEqual([]);
  });
});
