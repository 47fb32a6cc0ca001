import type { RequestHandler, Response } from 'express';
import { MESSAGES } from '../http/blade';
import { createPrng } from '../seed/random';
import type { Settings } from '../settings';

/**
 * How a planned fault shows:
 * - `error`: an R envelope with `status` and a message (the server's, or `msg`);
 * - `timeout`: the gateway gives up after `ms` and answers 504 with its own HTML page;
 * - `drop`: the connection is cut in the middle of the answer.
 * `when: 'after'` lets the call run first (the write is committed) and only then fails the
 * answer: the case a retry must not turn into a second record.
 */
export type FaultMode = 'error' | 'timeout' | 'drop';
export type FaultMoment = 'before' | 'after';

export interface FaultPlan {
  count: number;
  status?: number;
  mode?: FaultMode;
  when?: FaultMoment;
  ms?: number;
  msg?: string;
}

export interface FaultInjector {
  /** Latency, then the planned failures, then the random ones. */
  middleware: RequestHandler;
  /** The next `count` calls of `path` (with or without the /api prefix) fail with `status`. */
  failNext(path: string, count: number, status?: number): void;
  /** The next calls of `path` fail as `plan` says (count 0 cancels). */
  plan(path: string, plan: FaultPlan): void;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
};

// What nginx answers when the upstream does not: not an R envelope.
const GATEWAY_TIMEOUT_PAGE =
  '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>';

const DEFAULT_TIMEOUT_MS = 1500;

type Planned = Required<Omit<FaultPlan, 'msg'>> & { msg?: string };

export function createFaultInjector(settings: Settings): FaultInjector {
  const planned = new Map<string, Planned>();
  const draw = createPrng(settings.failSeed);
  const plan = (path: string, next: FaultPlan) => {
    const normalized = path.startsWith('/api/')
      ? path
      : `/api${path.startsWith('/') ? '' : '/'}${path}`;
    if (next.count <= 0) return void planned.delete(normalized);
    planned.set(normalized, {
      count: next.count,
      status: next.status ?? 500,
      mode: next.mode ?? 'error',
      when: next.when ?? 'before',
      ms: next.ms ?? DEFAULT_TIMEOUT_MS,
      msg: next.msg,
    });
  };
  const failNext = (path: string, count: number, status = 500) => plan(path, { count, status });
  for (const entry of settings.failNext.split(',').filter(Boolean)) {
    const separator = entry.lastIndexOf('=');
    failNext(entry.slice(0, separator), Number(entry.slice(separator + 1)));
  }

  const middleware: RequestHandler = (req, res, next) => {
    const decide = () => {
      const path = req.originalUrl.split('?')[0];
      const fault = planned.get(path);
      if (fault) {
        fault.count -= 1;
        if (fault.count <= 0) planned.delete(path);
        if (fault.when === 'before') return fail(res, fault);
        failTheAnswer(res, fault);
        return next();
      }
      if (settings.failRate > 0 && draw() < settings.failRate) {
        return fail(res, { count: 1, status: 500, mode: 'error', when: 'before', ms: 0 });
      }
      next();
    };
    if (settings.latencyMs > 0) setTimeout(decide, settings.latencyMs);
    else decide();
  };
  return { middleware, failNext, plan };
}

function fail(res: Response, fault: Planned): void {
  if (fault.mode === 'drop') {
    cutMidAnswer(res);
    return;
  }
  if (fault.mode === 'timeout') {
    setTimeout(() => res.status(504).type('html').send(GATEWAY_TIMEOUT_PAGE), fault.ms);
    return;
  }
  res.status(fault.status).json({
    code: fault.status,
    success: false,
    data: null,
    msg: fault.msg ?? STATUS_MESSAGES[fault.status] ?? MESSAGES.simulatedFault,
  });
}

/** The call runs and commits; its answer is replaced by the fault. */
function failTheAnswer(res: Response, fault: Planned): void {
  const { json, send } = res;
  const answered = () => {
    res.json = json;
    res.send = send;
    fail(res, fault);
    return res;
  };
  res.json = answered;
  res.send = answered;
}

/**
 * Headers and the start of a body, then the socket closes. A connection closed before any byte
 * would not do: Chromium silently resends a request whose reused keep-alive connection answered
 * nothing, so the page would never see the fault.
 */
function cutMidAnswer(res: Response): void {
  const socket = res.socket;
  if (!socket) return;
  socket.end(
    'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"code":2',
  );
}
