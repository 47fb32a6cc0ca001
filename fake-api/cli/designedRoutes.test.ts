import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repoRoot';
import { designedRoutes } from './designedRoutes';

const YAML = readFileSync(join(REPO_ROOT, 'docs/api/openapi.yaml'), 'utf8');

/** Issue 38: docs/DEPLOY.md sends the operator to `npm run api:designed` for what to build. */
describe('npm run api:designed', () => {
  it('lists the designed routes with why and who, and none that SPEC §7 names', () => {
    const routes = designedRoutes(YAML);
    const designed = YAML.match(/x-origin: designed/g)?.length;
    expect(routes).toHaveLength(designed!);
    expect(routes.join('\n')).toContain('GET /api/os/designTask/qc/page');
    expect(routes.join('\n')).not.toContain('GET /api/os/designTask/my/page\n');
    for (const route of routes)
      expect(route).toMatch(/^(GET|POST|PUT|DELETE) \/api\/\S+\n {4}why: \S/);
  });
});
