import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
const FOLDERS = ['src', 'resources', 'dataProvider', 'i18n', 'fake-api'];
// Static imports and re-exports; `import type` erases at build time and lazy import() is a
// chunk boundary, so neither makes a cycle at load time.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Strongly connected components of more than one file (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indexes.get(next)!));
      }
    }
    if (lowlinks.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return components;
}

describe('imports among src, resources, dataProvider, i18n and fake-api', () => {
  it('form no cycle', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    const graph = new Map(
      files.map((file) => {
        const text = readFileSync(file, 'utf8');
        const targets = [...text.matchAll(STATIC_IMPORT)]
          .map((match) => resolveImport(file, match[1]))
          .filter((target): target is string => target !== undefined);
        return [file, targets];
      }),
    );
    expect(graph.size).toBeGreaterThan(300);
    const cycles = cyclesOf(graph).map((component) =>
      component.map((file) => relative(ROOT, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });
});
