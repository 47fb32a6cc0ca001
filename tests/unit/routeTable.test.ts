import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { matchPath } from 'react-router-dom';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createMenus } from '../../fake-api/seed/menus';
import { createSeedContext } from '../../fake-api/seed/context';
import { MENU_GROUPS, PATHS, RESOURCES } from '../../src/routes/paths';

const ROOT = resolve(__dirname, '..', '..');
const TABLE = join('src', 'routes', 'paths.ts');
/** Where portal routes are written: the app, the resources, the auth provider, the menu seed. */
const SCANNED = ['src', 'resources', 'dataProvider', join('fake-api', 'seed')];
/** API paths generated from docs/api/openapi.yaml ('/order/...' is the API's too), not routes. */
const GENERATED = join('dataProvider', 'generated');

/** The first segments of the portal's routes: '/order/...', '/tickets/...', '/404'. */
const ROUTE_SEGMENTS = new Set(
  [...Object.values(PATHS), ...Object.values(MENU_GROUPS), ...Object.values(RESOURCES)]
    .map((path) => path.replace(/^\//, '').split('/')[0])
    .filter((segment) => segment !== ''),
);
/** String methods that take '/' as a separator, not as a route. */
const SEPARATOR_CALLS = new Set(['split', 'join', 'indexOf', 'lastIndexOf', 'endsWith']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A literal that names a portal route: its first segment is a route's, or it is '/' itself. */
function isRouteLiteral(node: ts.Node, text: string): boolean {
  if (text === '/') return !ts.isTemplateHead(node) && !isSeparatorArgument(node);
  const match = /^\/([A-Za-z0-9_-]+)(?:[/?#]|$)/.exec(text);
  return match !== null && ROUTE_SEGMENTS.has(match[1]);
}

function isSeparatorArgument(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    SEPARATOR_CALLS.has(call.expression.name.text)
  );
}

/** The route literals of one file, as `file:line 'text'`. */
function routeLiterals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node);
    if (literal && !ts.isImportDeclaration(node.parent) && isRouteLiteral(node, node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(ROOT, file)}:${line + 1} '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the route table', () => {
  it('is the only place a portal route is written', () => {
    const files = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder))).filter(
      (file) => relative(ROOT, file) !== TABLE && !relative(ROOT, file).startsWith(GENERATED),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap(routeLiterals)).toEqual([]);
  });

  it('notices a route written outside it (the scan itself works)', () => {
    const probe = join(ROOT, 'src', 'routes', 'paths.ts');
    expect(routeLiterals(probe).length).toBeGreaterThan(20);
  });

  it('holds every route the side menu leads to', () => {
    const routes = [
      ...Object.values(PATHS),
      ...Object.values(RESOURCES).flatMap((name) => [`/${name}`, `/${name}/*`]),
    ];
    const lost = createMenus(createSeedContext(Date.UTC(2026, 10, 1)))
      .filter((menu) => menu.path.startsWith('/'))
      .filter((menu) => !(Object.values(MENU_GROUPS) as string[]).includes(menu.path))
      .filter((menu) => !routes.some((route) => matchPath(route, menu.path) !== null))
      .map((menu) => menu.path);
    expect(lost).toEqual([]);
  });
});
