import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const DOCUMENT = join(ROOT, 'docs', 'api', 'openapi.yaml');
const GENERATED = join(__dirname, 'openapi.ts');

/**
 * Issue 38: the wire types of the portal and the fake API are generated from the document
 * (`npm run gen:api`). Regenerated here the way the CLI does it, they must equal the committed
 * file, so a change of the document without a regeneration (or an edit of the generated file)
 * fails.
 */
describe('the generated wire types', () => {
  it('are what openapi-typescript makes of docs/api/openapi.yaml today', async () => {
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(pathToFileURL(DOCUMENT)))}`;
    const committed = readFileSync(GENERATED, 'utf8');
    expect(committed === fresh, 'dataProvider/generated/openapi.ts is stale: npm run gen:api').toBe(
      true,
    );
  }, 30_000);
});
