import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeApiContext } from '../context';
import {
  documentedOperations,
  readOpenApiDocument,
  servedOperations,
  undocumentedOperations,
  unservedOperations,
} from '../testing/openApiDocument';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';

/**
 * Issue 38: docs/api/openapi.yaml is the contract the emulator is held to, so it names every
 * route the emulator serves under /api, and nothing it does not serve.
 */
describe('the OpenAPI document and the router', () => {
  let t: TestApi;
  let served: string[];
  let documented: string[];
  beforeAll(async () => {
    t = await startTestApi();
    const context = { store: { state: () => t.api.db.getState() }, settings: {} };
    served = servedOperations(t.api.app, context as unknown as FakeApiContext);
    documented = documentedOperations(readOpenApiDocument());
  });
  afterAll(() => t.close());

  it('documents every route the router serves', () => {
    expect(served.length).toBeGreaterThan(100);
    expect(undocumentedOperations(served, documented)).toEqual([]);
  });

  it('lists no route the router does not serve', () => {
    expect(unservedOperations(served, documented)).toEqual([]);
  });

  it('names each route once', () => {
    expect(new Set(served).size).toBe(served.length);
    console.log(
      `OpenAPI coverage: ${served.length} routes served, ${documented.length} documented`,
    );
  });
});
