import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { readOpenApiDocument } from './openApiDocument';
import type { OpenApiDocument } from './openApiDocument';

const DOCUMENT_ID = 'openapi.json';

interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Checks answers against docs/api/openapi.yaml: `problemsOf('GET', '/os/points/summary', 200,
 * body)` lists where the body leaves the document's schema of that answer ([] when it fits, or
 * when the document shows no JSON schema for that status).
 */
export function createAnswerChecker(document: OpenApiDocument = readOpenApiDocument()) {
  // The document's own `#/components/...` references, reached from outside it.
  const rooted = JSON.parse(
    JSON.stringify(document).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
  ) as OpenApiDocument;
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(rooted, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction | undefined>();

  const schemaOf = (method: string, path: string, status: number): unknown => {
    const item = rooted.paths[path] as Record<string, Operation> | undefined;
    let answer = item?.[method.toLowerCase()]?.responses?.[String(status)];
    if (answer?.$ref) {
      const name = answer.$ref.split('/').at(-1)!;
      answer = rooted.components.responses[name] as typeof answer;
    }
    return answer?.content?.['application/json']?.schema;
  };

  return function problemsOf(method: string, path: string, status: number, body: unknown) {
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const schema = schemaOf(method, path, status);
      compiled.set(key, schema === undefined ? undefined : ajv.compile(schema as object));
    }
    const validate = compiled.get(key);
    if (!validate || validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${key}: ${error.instancePath || '(answer)'} ${error.message ?? ''}`,
    );
  };
}
