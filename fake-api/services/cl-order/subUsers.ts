import { Router } from 'express';
import { sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { sessionOf } from '../../middleware/tokenAuth';
import { subUsersOf } from '../../orders/subUsers';

/** /api/cl-order/task/getsubUser: the main account's sub-accounts to dispatch to. */
export function subUserRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/task/getsubUser', (_req, res) => {
    sendOk(res, subUsersOf(context.store.state(), sessionOf(res).user));
  });
  return router;
}
