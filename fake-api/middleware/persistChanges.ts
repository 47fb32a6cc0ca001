import type { RequestHandler } from 'express';
import type { Store } from '../store/store';

/**
 * The store's one write path: whatever a request changed (any method, any route, the control
 * routes and /__db included) is written to the data file before the answer leaves, so a client
 * that reads the file after its answer sees the change, and no handler has to remember to save.
 */
export function persistChanges(store: Store): RequestHandler {
  return (_req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      store.commit();
      return end(...args);
    }) as typeof res.end;
    next();
  };
}
