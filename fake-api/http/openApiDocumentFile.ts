import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { REPO_ROOT } from '../repoRoot';

/** The wire contract every request under /api is checked against. */
export const OPENAPI_DOCUMENT = join(REPO_ROOT, 'docs', 'api', 'openapi.yaml');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
  components: Record<string, Record<string, unknown>>;
}

export const OPERATION_METHODS = METHODS;

/** docs/api/openapi.yaml, parsed. */
export function readOpenApiDocument(): OpenApiDocument {
  return parseYaml(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as OpenApiDocument;
}
