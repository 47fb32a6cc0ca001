import { Router } from 'express';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { dashboardStats } from '../../../dashboard/stats';
import { sessionOf } from '../../../middleware/tokenAuth';
import { todayOf } from '../../../dashboard/pointsBook';

/** /api/os/dashboard: the dashboard's figures (docs/CONTRACT.md, "Dashboard"). */
export function dashboardRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/stats', (_req, res) => {
    sendOk(res, dashboardStats(state(), sessionOf(res).user, todayOf(context)));
  });

  return router;
}
