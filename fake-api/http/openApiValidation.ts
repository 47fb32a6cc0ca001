import { join } from 'node:path';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../repoRoot';

/** The wire contract the requests are checked against (routes not in it pass, for now). */
export const OPENAPI_DOCUMENT = join(REPO_ROOT, 'docs', 'api', 'openapi.yaml');

let chain: RequestHandler[] | undefined;

/**
 * Checks a request against docs/api/openapi.yaml (types, ranges, patterns, the Idempotency-Key
 * header); a refusal goes to `next(error)`, which fake-api/http/errorAnswers.ts answers 400 in
 * the Blade envelope. Put on a route after its role checks, so a role the route refuses still
 * gets 403 whatever it sent. One validator for the whole process: it reads the document once.
 */
export function validateRequest(): RequestHandler {
  return (req, res, next) => {
    const handlers = validatorChain();
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === handlers.length) return next(error);
      Promise.resolve(
        handlers[index](req, res, (failure?: unknown) => run(index + 1, failure)),
      ).catch(next);
    };
    run(0);
  };
}

function validatorChain(): RequestHandler[] {
  chain ??= OpenApiValidator.middleware({
    apiSpec: OPENAPI_DOCUMENT,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: false,
    // Blade-Auth is checked by fake-api/middleware/tokenAuth.ts before any route.
    validateSecurity: false,
    ignoreUndocumented: true,
  }) as unknown as RequestHandler[];
  return chain;
}
