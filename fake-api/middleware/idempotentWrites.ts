import type { RequestHandler } from 'express';
import { MESSAGES, sendFailure } from '../http/blade';

/**
 * What a careful backend does with `Idempotency-Key` on a write: the first call with a key runs;
 * a repeat (a retry after a lost answer, a second click) gets the first call's answer replayed
 * instead of a second record; a repeat while the first still runs is refused (409); the same
 * key on a different request is refused (422). Only successful answers are kept: a refused
 * write changed nothing, so its retry runs again.
 */
export interface IdempotentWritesOptions {
  now: () => number;
  /** How long an answer is kept for replay. */
  ttlMs?: number;
}

interface Entry {
  fingerprint: string;
  storedAt: number;
  answer?: { status: number; body: unknown };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function idempotentWrites({ now, ttlMs = DAY_MS }: IdempotentWritesOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  const forget = () => {
    for (const [key, entry] of entries) {
      if (entry.answer && now() - entry.storedAt > ttlMs) entries.delete(key);
    }
  };

  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (!key || req.method === 'GET' || req.method === 'HEAD') return next();
    const session: { user: { id: string } } | undefined = res.locals.session;
    const scope = `${session?.user.id ?? ''}\u0000${req.method}\u0000${req.path}\u0000${key}`;
    const fingerprint = fingerprintOf(req.originalUrl, req.body);
    forget();
    const known = entries.get(scope);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        return sendFailure(res, 422, MESSAGES.idempotencyKeyReused);
      }
      if (!known.answer) return sendFailure(res, 409, MESSAGES.requestInProgress);
      res.set('Idempotent-Replayed', 'true');
      return res.status(known.answer.status).json(known.answer.body);
    }
    const entry: Entry = { fingerprint, storedAt: now() };
    entries.set(scope, entry);
    const { json } = res;
    res.json = (body: unknown) => {
      res.json = json;
      if (succeeded(res.statusCode, body)) {
        entry.answer = { status: res.statusCode, body };
        entry.storedAt = now();
      } else entries.delete(scope);
      return json.call(res, body);
    };
    // An answer that never came (a handler that threw, a dropped socket) frees the key.
    res.on('close', () => {
      if (!entry.answer && entries.get(scope) === entry) entries.delete(scope);
    });
    next();
  };
}

function succeeded(status: number, body: unknown): boolean {
  if (status < 200 || status >= 300) return false;
  const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
  return code === undefined || code === 200;
}

function fingerprintOf(url: string, body: unknown): string {
  // Multipart bodies are not parsed here: the URL alone identifies them.
  const parsed = body && typeof body === 'object' && Object.keys(body).length > 0;
  return parsed ? `${url}\u0000${stableJson(body)}` : url;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
