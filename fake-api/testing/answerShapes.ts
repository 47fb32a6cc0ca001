import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { readOpenApiDocument } from '../http/openApiDocumentFile';
import type { OpenApiDocument } from '../http/openApiDocumentFile';

const DOCUMENT_ID = 'openapi.json';

interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Checks answers against docs/api/openapi.yaml: `problemsOf('GET', '/os/points/summary', 200,
 * body)` lists where the body leaves the document's schema of that answer ([] when it fits, or
 * when the document shows no JSON schema for that status, unless `statusRequired`: then an answer
 * the operation does not list is a problem too).
 */
export function createAnswerChecker(
  document: OpenApiDocument = readOpenApiDocument(),
  { statusRequired = false } = {},
) {
  // The document's own `#/components/...` references, reached from outside it.
  const rooted = JSON.parse(
    JSON.stringify(document).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
  ) as OpenApiDocument;
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(rooted, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction | undefined>();

  const answerOf = (method: string, path: string, status: number) => {
    const item = rooted.paths[path] as Record<string, Operation> | undefined;
    const responses = item?.[method.toLowerCase()]?.responses ?? {};
    // As express-openapi-validator picks it: the status, its range (`5XX`), then `default`.
    let answer =
      responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (answer?.$ref) {
      const name = answer.$ref.split('/').at(-1)!;
      answer = rooted.components.responses[name] as typeof answer;
    }
    return answer;
  };

  return function problemsOf(method: string, path: string, status: number, body: unknown) {
    const key = `${method} ${path} ${status}`;
    const answer = answerOf(method, path, status);
    if (statusRequired && answer === undefined) {
      return [`${key}: no schema defined for status code '${status}' in the openapi spec`];
    }
    if (!compiled.has(key)) {
      const schema = answer?.content?.['application/json']?.schema;
      compiled.set(key, schema === undefined ? undefined : ajv.compile(schema as object));
    }
    const validate = compiled.get(key);
    if (!validate || validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${key}: ${error.instancePath || '(answer)'} ${error.message ?? ''}`,
    );
  };
}
