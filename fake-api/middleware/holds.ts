import type { RequestHandler } from 'express';

export interface RequestHolds {
  /** Keeps a held path's calls waiting, before the token is checked. */
  middleware: RequestHandler;
  /**
   * Holds every call of `path` (with or without the /api prefix) that arrives in the next `ms`
   * milliseconds, until `release(path)` or the end of that time.
   */
  hold(path: string, ms: number): void;
  /** Lets the held calls of `path` go on (they meet the token check then). */
  release(path: string): void;
  /** How many calls of `path` wait right now. */
  waiting(path: string): number;
}

interface Hold {
  waiting: (() => void)[];
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Test control (FAKE_API_CONTROL=1): makes calls really be in flight at the same moment, so a test
 * can change the tokens under them (expire them, revoke them) before they are answered.
 */
export function createRequestHolds(): RequestHolds {
  const holds = new Map<string, Hold>();

  function release(path: string): void {
    const hold = holds.get(apiPath(path));
    if (!hold) return;
    holds.delete(apiPath(path));
    clearTimeout(hold.timer);
    for (const resume of hold.waiting) resume();
  }

  return {
    middleware(req, _res, next) {
      const hold = holds.get(req.originalUrl.split('?')[0]);
      if (hold) hold.waiting.push(() => next());
      else next();
    },
    hold(path, ms) {
      release(path);
      const timer = setTimeout(() => release(path), ms);
      holds.set(apiPath(path), { waiting: [], timer });
    },
    release,
    waiting: (path) => holds.get(apiPath(path))?.waiting.length ?? 0,
  };
}

function apiPath(path: string): string {
  if (path.startsWith('/api/')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}
