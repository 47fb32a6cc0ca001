import type { Request, Response } from 'express';
import type { CodedRefusal, RefusalCode, RefusalValues } from '../../src/domain/refusals';
import { REFUSAL_MESSAGES } from '../messages/refusalMessages';
import { languageParam } from './params';
import { sendFailure } from './blade';

/** A refusal named by its code (with the values its sentence names) or a plain sentence. */
export type Refusal = CodedRefusal | string;

export const coded = (refusal: RefusalCode, values: RefusalValues = {}): CodedRefusal => ({
  refusal,
  values,
});

/** The sentence of a coded refusal in the request's `language` (Chinese when none). */
export function refusalText(req: Request, { refusal, values }: CodedRefusal): string {
  return REFUSAL_MESSAGES[refusal][languageParam(req) ?? 'zh'](values);
}

/**
 * A failure envelope; a coded refusal says it in the caller's language and carries its code in
 * `data` ({ refusal, values }), which the portal translates itself.
 */
export function sendRefusal(req: Request, res: Response, status: number, refusal: Refusal): void {
  if (typeof refusal === 'string') return sendFailure(res, status, refusal);
  res
    .status(status)
    .json({ code: status, success: false, data: refusal, msg: refusalText(req, refusal) });
}

/**
 * A lost race (the order another designer took a moment before): an outcome of a fair try, not a
 * faulty request, so it answers HTTP 200 with the failure in the envelope (`code` 400,
 * `success: false`), as BladeX's R.fail does. The browser logs no failed request for it
 * (issue 40, point 18: a 400 in the console of each loser).
 */
export function sendLostRace(req: Request, res: Response, refusal: CodedRefusal): void {
  res
    .status(200)
    .json({ code: 400, success: false, data: refusal, msg: refusalText(req, refusal) });
}
