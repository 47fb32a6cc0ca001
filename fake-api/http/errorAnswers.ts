import type { ErrorRequestHandler } from 'express';
import { requestMessage } from '../messages/requestMessages';
import { sendFailure } from './blade';

interface ValidationItem {
  path?: string;
}

/**
 * The last word on an error: malformed JSON (the body parser), a request the OpenAPI document
 * refuses (express-openapi-validator) and anything thrown answer in the Blade envelope, in the
 * caller's language, never with Express's HTML page (its stack names the server's files).
 */
export const answerErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  if (typeOf(error) === 'entity.parse.failed') {
    return sendFailure(res, 400, requestMessage(req, 'malformedJson'));
  }
  const items = itemsOf(error);
  if (status === 400 && items.length > 0) {
    const paths = items.map((item) => item.path ?? '');
    if (paths.some((path) => /idempotency-key/i.test(path))) {
      return sendFailure(res, 400, requestMessage(req, 'idempotencyKeyRequired'));
    }
    return sendFailure(res, 400, requestMessage(req, 'invalidParameter', fieldOf(paths[0])));
  }
  if (status >= 400 && status < 500) {
    return sendFailure(res, status, requestMessage(req, 'invalidParameter', ''));
  }
  sendFailure(res, 500, requestMessage(req, 'serverError'));
};

function statusOf(error: unknown): number {
  const status = isObject(error) ? (error.status ?? error.statusCode) : undefined;
  return typeof status === 'number' ? status : 500;
}

function typeOf(error: unknown): unknown {
  return isObject(error) ? error.type : undefined;
}

function itemsOf(error: unknown): ValidationItem[] {
  const errors = isObject(error) ? error.errors : undefined;
  return Array.isArray(errors) ? (errors as ValidationItem[]) : [];
}

/** `/body/amountFen` -> `amountFen`; `/query/amount` -> `amount`. */
function fieldOf(path: string | undefined): string {
  return (path ?? '').split('/').filter(Boolean).slice(1).join('.') || 'body';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
