import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../repoRoot';

/** The wire contract every request under /api is checked against. */
export const OPENAPI_DOCUMENT = join(REPO_ROOT, 'docs', 'api', 'openapi.yaml');

/** The operation extension of a route that validates itself, after its role check. */
const AFTER_ROLE = 'x-validated-after-role: true';

let inRoute: RequestHandler[] | undefined;
let upFront: RequestHandler[] | undefined;

/**
 * Checks every /api request against docs/api/openapi.yaml (types, ranges, patterns, the
 * Idempotency-Key header) before the service routers run; a refusal goes to `next(error)`, which
 * fake-api/http/errorAnswers.ts answers 400 in the Blade envelope. The operations marked
 * `x-validated-after-role: true` are left to validateRequest() on their route.
 */
export function validateAllRequests(): RequestHandler {
  const afterRole = pathsValidatedAfterRole();
  // The validator joins the mount and the path with a slash of its own: `/api//os/...`.
  const ignored = (path: string) => {
    const joined = path.replace(/\/{2,}/g, '/');
    return afterRole.some((pattern) => pattern.test(joined));
  };
  return chained(() => (upFront ??= validator(ignored)));
}

/**
 * The same check put on a route after its role checks (the operation is marked
 * `x-validated-after-role: true`), so a role the route refuses still gets 403 whatever it sent.
 */
export function validateRequest(): RequestHandler {
  return chained(() => (inRoute ??= validator(() => false)));
}

function chained(handlersOf: () => RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const handlers = handlersOf();
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === handlers.length) return next(error);
      Promise.resolve(
        handlers[index](req, res, (failure?: unknown) => run(index + 1, failure)),
      ).catch(next);
    };
    run(0);
  };
}

// One validator per use for the whole process: each reads the document once.
function validator(ignorePaths: (path: string) => boolean): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_DOCUMENT,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: false,
    // Blade-Auth is checked by fake-api/middleware/tokenAuth.ts before any route.
    validateSecurity: false,
    ignoreUndocumented: true,
    ignorePaths,
  }) as unknown as RequestHandler[];
}

/**
 * `/api/os/bill/{id}/confirm` -> /^\/api\/os\/bill\/[^/]+\/confirm$/ for each path whose
 * operation carries the marker (the document is prettier's YAML: paths at two spaces).
 */
function pathsValidatedAfterRole(): RegExp[] {
  const patterns: RegExp[] = [];
  let path = '';
  for (const line of readFileSync(OPENAPI_DOCUMENT, 'utf8').split('\n')) {
    const opened = /^ {2}(\/\S*):$/.exec(line);
    if (opened) path = opened[1];
    else if (line.trim() === AFTER_ROLE && path) {
      const source = `/api${path}`
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{[^}]+\}/g, '[^/]+');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  return patterns;
}
