import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zh } from '../../i18n/zh';

/** A whole catalog key written as a string literal (a prefix ending in '.' is built on). */
const KEY_LITERAL = /['"`]((?:app|resources)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;
const ROOTS = ['src', 'resources', 'dataProvider'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function inCatalog(key: string): boolean {
  let node: unknown = zh;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

describe('catalog keys written in the code', () => {
  it('each names a text of the reference catalog (a missing one shows the raw key)', () => {
    const missing = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(KEY_LITERAL)]
        .map((match) => match[1])
        .filter((key) => !inCatalog(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
