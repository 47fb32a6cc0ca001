import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { REPO_ROOT } from '../repoRoot';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  'x-origin'?: string;
  'x-why'?: string;
  'x-roles'?: string[];
}

/** The routes of the document a stock BladeX lacks (`x-origin: designed`), with why and who. */
export function designedRoutes(yaml: string): string[] {
  const document = parseYaml(yaml) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]?.['x-origin'] === 'designed').map((method) => {
      const operation = item[method];
      const roles = (operation['x-roles'] ?? []).join(', ');
      return `${method.toUpperCase()} /api${path}\n    why: ${operation['x-why'] ?? ''}\n    roles: ${roles}`;
    }),
  );
}

/** `npm run api:designed`: what the operator's Java team must add to their BladeX. */
const isMain = process.argv[1]?.endsWith('designedRoutes.ts');
if (isMain) {
  const routes = designedRoutes(readFileSync(join(REPO_ROOT, 'docs/api/openapi.yaml'), 'utf8'));
  console.log(routes.join('\n'));
  console.log(`\n${routes.length} routes of docs/api/openapi.yaml are x-origin: designed`);
}
