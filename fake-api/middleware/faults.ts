import type { RequestHandler } from 'express';
import { MESSAGES } from '../http/blade';
import { createPrng } from '../seed/random';
import type { Settings } from '../settings';

export interface FaultInjector {
  /** Latency, then the planned failures, then the random ones. */
  middleware: RequestHandler;
  /** The next `count` calls of `path` (with or without the /api prefix) fail with `status`. */
  failNext(path: string, count: number, status?: number): void;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
};

export function createFaultInjector(settings: Settings): FaultInjector {
  const planned = new Map<string, { count: number; status: number }>();
  const draw = createPrng(settings.failSeed);
  const failNext = (path: string, count: number, status = 500) => {
    const normalized = path.startsWith('/api/')
      ? path
      : `/api${path.startsWith('/') ? '' : '/'}${path}`;
    if (count > 0) planned.set(normalized, { count, status });
    else planned.delete(normalized);
  };
  for (const entry of settings.failNext.split(',').filter(Boolean)) {
    const separator = entry.lastIndexOf('=');
    failNext(entry.slice(0, separator), Number(entry.slice(separator + 1)));
  }

  const middleware: RequestHandler = (req, res, next) => {
    const fail = (status: number) =>
      res.status(status).json({
        code: status,
        success: false,
        data: null,
        msg: STATUS_MESSAGES[status] ?? MESSAGES.simulatedFault,
      });
    const decide = () => {
      const path = req.originalUrl.split('?')[0];
      const plan = planned.get(path);
      if (plan) {
        plan.count -= 1;
        if (plan.count <= 0) planned.delete(path);
        return fail(plan.status);
      }
      if (settings.failRate > 0 && draw() < settings.failRate) return fail(500);
      next();
    };
    if (settings.latencyMs > 0) setTimeout(decide, settings.latencyMs);
    else decide();
  };
  return { middleware, failNext };
}
