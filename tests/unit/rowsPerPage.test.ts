import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
/** react-admin's <Pagination> choices when a list names none. */
const DEFAULT_CHOICES = [5, 10, 25, 50];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('a list’s page size', () => {
  it('is one of the rows-per-page choices its pagination offers (else the select shows blank)', () => {
    const blank = ['resources', 'src'].flatMap((folder) =>
      listFiles(join(ROOT, folder)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        // ListBase renders no pagination of its own.
        const perPages = [...text.matchAll(/<List\b[^>]*?perPage=\{(\d+)\}/gs)].map((match) =>
          Number(match[1]),
        );
        const offered = /rowsPerPageOptions=\{\[([\d,\s]+)\]\}/.exec(text);
        const choices = offered ? offered[1].split(',').map(Number) : DEFAULT_CHOICES;
        return perPages
          .filter((perPage) => !choices.includes(perPage))
          .map((perPage) => `${relative(ROOT, file)}: perPage ${perPage}`);
      }),
    );
    expect(blank).toEqual([]);
  });
});
