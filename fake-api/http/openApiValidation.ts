import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../repoRoot';
import { checkAnswers, countRequest, recordViolation, tallyOf } from './answerChecks';
import type { ContractTally } from './contractTally';

/** The wire contract every request under /api is checked against. */
export const OPENAPI_DOCUMENT = join(REPO_ROOT, 'docs', 'api', 'openapi.yaml');

/** The operation extension of a route that validates itself, after its role check. */
const AFTER_ROLE = 'x-validated-after-role: true';

const validators = new Map<string, RequestHandler[]>();

/**
 * Checks every /api request against docs/api/openapi.yaml (types, ranges, patterns, the
 * Idempotency-Key header) before the service routers run; a refusal goes to `next(error)`, which
 * fake-api/http/errorAnswers.ts answers 400 in the Blade envelope. The operations marked
 * `x-validated-after-role: true` are left to validateRequest() on their route. Given a tally
 * (tests only), every answer is checked too: one the document does not allow is answered 500
 * and recorded there (fake-api/http/answerChecks.ts).
 */
export function validateAllRequests(tally?: ContractTally): RequestHandler {
  const afterRole = pathsValidatedAfterRole();
  // The validator joins the mount and the path with a slash of its own: `/api//os/...`.
  const ignored = (path: string) => {
    const joined = path.replace(/\/{2,}/g, '/');
    return afterRole.some((pattern) => pattern.test(joined));
  };
  const answers = tally !== undefined;
  const handlers = () => cached(`all ${answers}`, () => validator(ignored, answers));
  return (req, res, next) => {
    if (tally) checkAnswers(tally, req, res);
    chained(handlers(), req, res, next);
  };
}

/**
 * The same check put on a route after its role checks (the operation is marked
 * `x-validated-after-role: true`), so a role the route refuses still gets 403 whatever it sent.
 */
export function validateRequest(): RequestHandler {
  return (req, res, next) => {
    const answers = tallyOf(res) !== undefined;
    chained(
      cached(`route ${answers}`, () => validator(() => false, answers)),
      req,
      res,
      next,
    );
  };
}

function cached(key: string, build: () => RequestHandler[]): RequestHandler[] {
  let handlers = validators.get(key);
  if (!handlers) validators.set(key, (handlers = build()));
  return handlers;
}

function chained(handlers: RequestHandler[], ...[req, res, next]: Parameters<RequestHandler>) {
  const run = (index: number, error?: unknown): void => {
    if (error !== undefined || index === handlers.length) {
      countRequest(req, res);
      return next(error);
    }
    Promise.resolve(
      handlers[index](req, res, (failure?: unknown) => run(index + 1, failure)),
    ).catch(next);
  };
  run(0);
}

// One validator per use and mode for the whole process: each reads the document once.
function validator(ignorePaths: (path: string) => boolean, answers: boolean): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_DOCUMENT,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: answers ? { allErrors: true, onError: recordViolation } : false,
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
