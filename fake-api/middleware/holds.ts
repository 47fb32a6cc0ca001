import type { RequestHandler } from 'express';

const DEMO_MESH_PREFIX = '/oss/demo/';

export interface RequestHolds {
  /** Keeps a held path's calls waiting, before the token is checked. */
  middleware: RequestHandler;
  /**
   * Holds every call of `path` (an API path with or without the /api prefix, or a demo mesh's
   * `/oss/demo/...`, so a download can be caught half-way) that arrives in the next `ms`
   * milliseconds, until `release(path)` or the end of that time; with `method`, only calls of
   * that method (a GET held while a HEAD of the same file passes).
   */
  hold(path: string, ms: number, method?: string): void;
  /** Lets the held calls of `path` go on (they meet the token check then). */
  release(path: string): void;
  /** How many calls of `path` wait right now. */
  waiting(path: string): number;
}

interface Hold {
  method: string | undefined;
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
      if (hold && (!hold.method || hold.method === req.method)) hold.waiting.push(() => next());
      else next();
    },
    hold(path, ms, method) {
      release(path);
      const timer = setTimeout(() => release(path), ms);
      holds.set(apiPath(path), { method: method?.toUpperCase(), waiting: [], timer });
    },
    release,
    waiting: (path) => holds.get(apiPath(path))?.waiting.length ?? 0,
  };
}

function apiPath(path: string): string {
  if (path.startsWith('/api/') || path.startsWith(DEMO_MESH_PREFIX)) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}
