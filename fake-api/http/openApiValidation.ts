import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { checkAnswers, countRequest, recordViolation, tallyOf } from './answerChecks';
import type { ContractTally } from './contractTally';
import { OPENAPI_DOCUMENT } from './openApiDocumentFile';

export { OPENAPI_DOCUMENT } from './openApiDocumentFile';

/** The operation extension of a route that validates itself, after its role check. */
const AFTER_ROLE = 'x-validated-after-role: true';

/**
 * express-openapi-validator's handlers, in two parts: `match` finds the request's operation
 * (and, given a tally, hooks the answer check); `check` validates the request against it.
 */
interface Validator {
  match: RequestHandler[];
  check: RequestHandler[];
}

const MATCH = ['pathParamsMiddleware', 'metadataMiddleware', 'responseMiddleware'];
const CHECK = ['securityMiddleware', 'multipartMiddleware', 'requestMiddleware'];

const validators = new Map<boolean, Validator>();

/**
 * Mounted first on /api (fake-api/app.ts), before anything that may answer: matches the request
 * to its operation of docs/api/openapi.yaml. Given a tally (tests only), every JSON answer to it
 * is checked against the document and counted, whichever middleware sends it (a 401 of the token
 * check, an idempotency refusal, an injected fault, a role's 403, a handler): one the document
 * does not allow is answered 500 and recorded there (fake-api/http/answerChecks.ts).
 */
export function matchOperations(tally?: ContractTally): RequestHandler {
  const answers = tally !== undefined;
  return (req, res, next) => {
    if (tally) checkAnswers(tally, req, res);
    chained(validatorFor(answers).match, req, res, next);
  };
}

/**
 * Checks every /api request (matched by matchOperations) against the document (types, ranges,
 * patterns, the Idempotency-Key header) before the service routers run; a refusal goes to
 * `next(error)`, which fake-api/http/errorAnswers.ts answers 400 in the Blade envelope. The
 * operations marked `x-validated-after-role: true` are left to validateRequest() on their route.
 */
export function validateAllRequests(): RequestHandler {
  const afterRole = pathsValidatedAfterRole();
  return (req, res, next) => {
    const path = `${req.baseUrl}${req.path}`.replace(/\/{2,}/g, '/');
    if (afterRole.some((pattern) => pattern.test(path))) return next();
    validateRequest()(req, res, next);
  };
}

/**
 * The same check put on a route after its role checks (the operation is marked
 * `x-validated-after-role: true`), so a role the route refuses still gets 403 whatever it sent.
 */
export function validateRequest(): RequestHandler {
  return (req, res, next) => {
    const answers = tallyOf(res) !== undefined;
    chained(validatorFor(answers).check, req, res, (error?: unknown) => {
      countRequest(req, res);
      next(error);
    });
  };
}

function chained(handlers: RequestHandler[], ...[req, res, next]: Parameters<RequestHandler>) {
  const run = (index: number, error?: unknown): void => {
    if (error !== undefined || index === handlers.length) return next(error);
    Promise.resolve(
      handlers[index](req, res, (failure?: unknown) => run(index + 1, failure)),
    ).catch(next);
  };
  run(0);
}

// One validator per mode for the whole process: each reads the document once.
function validatorFor(answers: boolean): Validator {
  let validator = validators.get(answers);
  if (!validator) validators.set(answers, (validator = split(build(answers))));
  return validator;
}

function build(answers: boolean): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_DOCUMENT,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: answers ? { allErrors: true, onError: recordViolation } : false,
    // Blade-Auth is checked by fake-api/middleware/tokenAuth.ts before any route.
    validateSecurity: false,
    ignoreUndocumented: true,
  }) as unknown as RequestHandler[];
}

/** By the handlers' names, so that a version that adds one fails here rather than skips it. */
function split(handlers: RequestHandler[]): Validator {
  const unknown = handlers.filter(({ name }) => !MATCH.includes(name) && !CHECK.includes(name));
  if (unknown.length > 0) {
    throw new Error(`express-openapi-validator handlers not placed: ${unknown.map((h) => h.name)}`);
  }
  return {
    match: handlers.filter(({ name }) => MATCH.includes(name)),
    check: handlers.filter(({ name }) => CHECK.includes(name)),
  };
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
