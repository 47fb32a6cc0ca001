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
