import type { Request, Response } from 'express';
import { createAnswerChecker } from '../testing/answerShapes';
import type { ContractTally } from './contractTally';

const TALLY = 'openApiTally';
const VIOLATION = 'openApiViolation';
const COUNTED = 'openApiRequestCounted';
const ANSWERED = 'openApiAnswerCounted';

/** What express-openapi-validator leaves on a request it matched to an operation. */
interface MatchedRequest {
  openapi?: { openApiRoute?: string };
}

export function tallyOf(res: Response): ContractTally | undefined {
  return res.locals[TALLY] as ContractTally | undefined;
}

let checkServerError: ReturnType<typeof createAnswerChecker> | undefined;

/**
 * express-openapi-validator passes 5xx answers by unchecked; these are held to the operation's
 * answer of that status here, with Ajv as it uses, and an answer it does not list is a violation.
 */
function serverErrorViolation(req: Request, res: Response, body: unknown): string | undefined {
  checkServerError ??= createAnswerChecker(undefined, { statusRequired: true });
  const [method, path] = operationOf(req)!.split(' ');
  const problems = checkServerError(method, path, res.statusCode, body);
  const prefix = `${method} ${path} ${res.statusCode}: `;
  return problems.length > 0
    ? problems.map((line) => line.replace(prefix, '')).join(', ')
    : undefined;
}

/** `GET /os/designTask/{id}/detail`, or undefined when the validator matched no operation. */
function operationOf(req: Request): string | undefined {
  const route = (req as Request & MatchedRequest).openapi?.openApiRoute;
  return route === undefined ? undefined : `${req.method} ${route.replace(/^\/api(?=\/)/, '')}`;
}

/** Counts a request the validator checked (passed or refused), once however many ran. */
export function countRequest(req: Request, res: Response): void {
  const tally = tallyOf(res);
  const operation = operationOf(req);
  if (!tally || operation === undefined || res.locals[COUNTED]) return;
  res.locals[COUNTED] = true;
  tally.request(operation);
}

/** express-openapi-validator's `validateResponses.onError`: the answer left the document. */
export function recordViolation(error: Error, _body: unknown, req: Request): void {
  if (req.res) req.res.locals[VIOLATION] = error.message;
}

/**
 * Put first on /api (fake-api/app.ts), before any middleware that may answer, and before the
 * validator's answer check (which wraps `res.json` after this, so it runs first): every JSON
 * answer to a request the document has an operation for is checked and counted once, whoever
 * sends it (a 401 of the token check, an idempotency refusal, an injected fault, a handler). One
 * found wrong is replaced by a 500 that names the violation, so the test that caused it sees it.
 * Requests matched to no operation are left alone; 5xx answers, which the validator passes by,
 * are checked here (serverErrorViolation).
 */
export function checkAnswers(tally: ContractTally, req: Request, res: Response): void {
  res.locals[TALLY] = tally;
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const operation = operationOf(req);
    if (operation === undefined || res.locals[ANSWERED]) return send(body);
    res.locals[ANSWERED] = true;
    const violation =
      res.statusCode >= 500
        ? serverErrorViolation(req, res, body)
        : (res.locals[VIOLATION] as string | undefined);
    tally.response(operation, violation);
    if (violation === undefined) return send(body);
    const msg = `The answer of ${operation} (${res.statusCode}) leaves docs/api/openapi.yaml: ${violation}`;
    return res
      .status(500)
      .type('json')
      .send(JSON.stringify({ code: 500, success: false, msg, data: null }));
  };
}
