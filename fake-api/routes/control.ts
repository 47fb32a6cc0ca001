import { Router } from 'express';
import { missingParameter, sendFailure, sendOk } from '../blade';
import type { FaultInjector } from '../middleware/faults';
import { param } from '../params';
import { createSeedState } from '../seed/index';
import type { Store } from '../store';

/** /__fake: run-time control for tests (FAKE_API_CONTROL=1). */
export function controlRoutes(faults: FaultInjector, store: Store): Router {
  const router = Router();

  router.post('/fail-next', (req, res) => {
    const path = param(req, 'path');
    if (!path) return sendFailure(res, 400, missingParameter('path'));
    const count = Number(param(req, 'count') || 1);
    const status = Number(param(req, 'status') || 500);
    faults.failNext(path, count, status);
    sendOk(res, { path, count, status });
  });

  router.post('/reset', (_req, res) => {
    store.replace(createSeedState());
    sendOk(res, null);
  });

  return router;
}
