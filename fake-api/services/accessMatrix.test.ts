import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeApiContext } from '../context';
import type { ObjectStorage } from '../storage/objectStorage';
import { UPLOAD_TASK_ID } from '../seed/uploadTasks';
import {
  accessProblem,
  concretePath,
  documentedAccess,
  documentedStorageMatrix,
  MATRIX_ROLES,
  outcomeOf,
  STORAGE_ROLES,
} from '../testing/accessMatrix';
import { readOpenApiDocument } from '../testing/openApiDocument';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import { keysOf, storageOutcome } from '../testing/storageMatrix';
import type { StorageOperation } from '../testing/storageMatrix';
import { uploadAs } from '../testing/upload';
import { routeTable } from './routeTable';

const CONTRACT = join(__dirname, '..', '..', 'docs', 'CONTRACT.md');
const PASSWORDS: Record<string, string> = {
  designer: 'Designer1',
  newbie1: 'Newbie123',
  company: 'Company1',
  subacct1: 'Subacct1',
  mainacct: 'Mainacct1',
  support: 'Support1',
  operator: 'Operator1',
};

/**
 * Issue 22: every route of the router table, called as each role on `designer`'s records, lets
 * in exactly the roles its `x-roles` in docs/api/openapi.yaml names (issue 38: the one statement
 * of who may call what), and keeps every other out with 401 (no token) or 403. A route without
 * `x-roles` fails.
 */
describe('access matrix', () => {
  let t: TestApi;
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await startTestStorage();
    t = await startTestApi({
      now: () => Date.parse('2026-11-02T08:00:00Z'),
      addressFailures: 10_000,
      storage,
    });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const tokens = new Map<string, string>();
  const tokenOf = async (account: string) => {
    if (!tokens.has(account)) {
      tokens.set(account, (await t.login(account, PASSWORDS[account])).access_token as string);
    }
    return tokens.get(account);
  };

  it('lets in every route x role exactly as x-roles of docs/api/openapi.yaml says', async () => {
    const context = { store: { state: () => t.api.db.getState() }, settings: {} };
    const routes = routeTable(context as unknown as FakeApiContext);
    const access = documentedAccess(readOpenApiDocument());
    const problems: string[] = [];
    let wronglyAllowed = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const letIn = access.get(key);
      if (!letIn) {
        problems.push(`${key}: no x-roles in the document`);
        continue;
      }
      for (const [index, [role, account]] of MATRIX_ROLES.entries()) {
        const token = account ? await tokenOf(account) : undefined;
        const path = concretePath(route, t.api.db.getState());
        const { status, body } = await t.call(path, {
          method: route.method,
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        const outcome = outcomeOf(status, body);
        const problem = accessProblem(letIn[index], role, outcome);
        if (problem) problems.push(`${key} as ${role}: ${problem}`);
        if (!letIn[index] && outcome !== '401' && outcome !== '403') wronglyAllowed += 1;
        // Logout and password calls end the session: the next call signs in again.
        if (/logout|password/i.test(route.path)) tokens.delete(account);
      }
    }
    const cells = routes.length * MATRIX_ROLES.length;
    console.log(
      `access matrix: ${routes.length} routes x ${MATRIX_ROLES.length} roles = ${cells}, ` +
        `${wronglyAllowed} wrongly allowed`,
    );
    expect(problems, 'calls that differ from x-roles of docs/api/openapi.yaml').toEqual([]);
    expect(wronglyAllowed).toBe(0);
  }, 180_000);

  /**
   * Issue 36: the object storage's own operations on `designer`'s delivered file, as each role
   * can best try them (its link from the API, else the keys FrontEndAS gave it, else unsigned).
   */
  it('answers every storage operation x role as docs/CONTRACT.md says', async () => {
    const designer = await tokenOf('designer');
    const body = await uploadAs(t, designer!, UPLOAD_TASK_ID, 'solid matrix delivery');
    const base = `/api/os/designTask/${UPLOAD_TASK_ID}`;
    expect((await t.call(`${base}/addTaskFile`, { token: designer, body })).status).toBe(200);
    const actors = [];
    for (const [, account] of STORAGE_ROLES) {
      const token = account ? await tokenOf(account) : undefined;
      const files = token
        ? await t.call(`${base}/uploadFiles`, { method: 'GET', token })
        : undefined;
      const link = files?.status === 200 ? (files.body.data.at(-1)?.link as string) : undefined;
      actors.push({ token, keys: await keysOf(t, token, UPLOAD_TASK_ID), link });
    }
    const putKey = `${actors[1].keys!.keyPrefix}.stl`;
    const actual = new Map<string, string[]>();
    for (const operation of ['PUT', 'GET', 'LIST', 'DELETE'] as StorageOperation[]) {
      const outcomes: string[] = [];
      for (const actor of actors) {
        const target = { key: body.name as string, putKey };
        outcomes.push(await storageOutcome(t, storage.endpoint, actor, operation, target));
      }
      actual.set(operation, outcomes);
    }
    const documented = documentedStorageMatrix(CONTRACT);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(documented));
    expect((await storage.digestObject(body.name))?.size).toBe(body.fileSize);
  });
});
