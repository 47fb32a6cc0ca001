import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeApiContext } from '../context';
import { concretePath, documentedAccess, MATRIX_ROLES } from '../testing/accessMatrix';
import { createAnswerChecker } from '../testing/answerShapes';
import { readOpenApiDocument } from '../testing/openApiDocument';
import { startTestApi } from '../testing/harness';
import type { SeededAccount, TestApi } from '../testing/harness';
import { routeTable } from '../services/routeTable';

/**
 * Issue 38: the answers are held to docs/api/openapi.yaml too. Every read (GET) route, called
 * by each role its `x-roles` lets in, on `designer`'s records, answers a body the document's
 * schema of that answer accepts.
 */
describe('answers and the OpenAPI document', () => {
  let t: TestApi;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApi({ now: () => Date.parse('2026-11-02T08:00:00Z') });
    const accounts = MATRIX_ROLES.map(([, account]) => account).filter(Boolean);
    tokens = await t.signIn(accounts as SeededAccount[]);
  }, 60_000);
  afterAll(() => t.close());

  it('answers every GET route, as each role let in, in the shape the document shows', async () => {
    const problemsOf = createAnswerChecker();
    const context = { store: { state: () => t.api.db.getState() }, settings: {} };
    const reads = routeTable(context as unknown as FakeApiContext).filter(
      (route) => route.method === 'GET' && !/logout/.test(route.path),
    );
    const access = documentedAccess(readOpenApiDocument());
    const problems: string[] = [];
    let checked = 0;
    for (const route of reads) {
      const letIn = access.get(`GET ${route.path}`) ?? [];
      const documentPath = route.path.slice('/api'.length).replace(/:([A-Za-z]+)/g, '{$1}');
      for (const [index, [, account]] of MATRIX_ROLES.entries()) {
        if (!letIn[index]) continue;
        const path = concretePath(route, t.api.db.getState());
        const answer = await t.call(path, { method: 'GET', token: tokens[account] });
        problems.push(...problemsOf('GET', documentPath, answer.status, answer.body));
        checked += 1;
      }
    }
    console.log(`OpenAPI answers: ${reads.length} GET routes, ${checked} answers checked`);
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 180_000);
});
