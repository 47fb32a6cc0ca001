import type { Request, Response } from 'express';
import type { ContractTally } from './contractTally';

const TALLY = 'openApiTally';
const VIOLATION = 'openApiViolation';
const COUNTED = 'openApiRequestCounted';

/** What express-openapi-validator leaves on a request it matched to an operation. */
interface MatchedRequest {
  openapi?: { openApiRoute?: string };
}

export function tallyOf(res: Response): ContractTally | undefined {
  return res.locals[TALLY] as ContractTally | undefined;
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
 * Put before the validator, so its answer check (which wraps `res.json` after this) runs first:
 * each answer it checked is counted, and one it found wrong is replaced by a 500 that names the
 * violation, so the test that caused it sees it. The validator leaves 5xx answers and requests it
 * matched to no operation alone; so does the count.
 */
export function checkAnswers(tally: ContractTally, req: Request, res: Response): void {
  res.locals[TALLY] = tally;
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const operation = operationOf(req);
    if (operation === undefined || res.statusCode >= 500) return send(body);
    const violation = res.locals[VIOLATION] as string | undefined;
    tally.response(operation, violation);
    if (violation === undefined) return send(body);
    const msg = `The answer of ${operation} (${res.statusCode}) leaves docs/api/openapi.yaml: ${violation}`;
    return res
      .status(500)
      .type('json')
      .send(JSON.stringify({ code: 500, success: false, msg, data: null }));
  };
}
