import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RequestHandler } from 'express';

/** One JSON line per /api call, so tests can check what the portal sent. */
export function requestLog(file: string): RequestHandler {
  mkdirSync(dirname(file), { recursive: true });
  return (req, _res, next) => {
    const body: unknown = req.body;
    const entry = {
      time: new Date().toISOString(),
      method: req.method,
      path: req.originalUrl.split('?')[0],
      query: req.query,
      bodyKeys: body && typeof body === 'object' ? Object.keys(body) : [],
      headers: {
        authorization: req.get('authorization') ?? null,
        'blade-auth': req.get('blade-auth') ?? null,
        'tenant-id': req.get('tenant-id') ?? null,
        'idempotency-key': req.get('idempotency-key') ?? null,
        'captcha-key': req.get('captcha-key') ?? null,
        'captcha-code': req.get('captcha-code') ?? null,
      },
    };
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
    next();
  };
}
