import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiterals, formatOffence } from './literals';

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['src', 'resources'];
// Component tests render sample text of their own; nobody sees it.
const TEST_FILE = /\.(test|spec)\.tsx$/;

function tsxFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') && !TEST_FILE.test(path) ? [path] : [];
  });
}

describe('user-visible text', () => {
  const files = SCANNED.flatMap((dir) => tsxFiles(join(ROOT, dir)));

  it('finds the components to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('is never written as a literal in a component: it comes from i18n/', () => {
    const offences = files.flatMap((file) =>
      findLiterals(relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(offences.map(formatOffence).join('\n')).toBe('');
  });
});
