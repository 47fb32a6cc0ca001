import { Router } from 'express';
import { MESSAGES, sendFailure, sendOk } from '../blade';
import type { FakeApiContext } from '../context';
import { sessionOf } from '../middleware/tokenAuth';
import { findTaskForUser, taskExists } from '../taskAccess';

/**
 * GET /api/os/designTask/{id}/detail as the upload page needs it. The orders work owns the task
 * calls: at the merge its own detail route replaces this one.
 */
export function taskDetailRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/:id/detail', (req, res) => {
    const state = context.store.state();
    const task = findTaskForUser(state, req.params.id, sessionOf(res).user.id);
    if (task) return sendOk(res, task);
    if (taskExists(state, req.params.id)) return sendFailure(res, 403, MESSAGES.forbidden);
    sendFailure(res, 400, '任务不存在');
  });
  return router;
}
