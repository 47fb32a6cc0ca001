import { Router } from 'express';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { sessionOf } from '../../../middleware/tokenAuth';
import { userDetail } from '../../../views/userDetail';

/** /api/os/user/detail: the signed-in user as the portal shows them. */
export function userDetailRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/detail', (_req, res) => {
    sendOk(res, userDetail(context.store.state(), sessionOf(res).user));
  });
  return router;
}
