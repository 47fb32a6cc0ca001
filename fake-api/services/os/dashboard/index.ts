import { Router } from 'express';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { dashboardStats } from '../../../dashboard/stats';
import { sessionOf } from '../../../middleware/tokenAuth';
import { todayOf } from '../../../dashboard/pointsBook';
import { staffQueues } from '../../../dashboard/staffQueues';
import { requireStaff } from '../../../middleware/requireRole';

/** /api/os/dashboard: the dashboard's figures (docs/CONTRACT.md, "Dashboard"). */
export function dashboardRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/stats', (_req, res) => {
    sendOk(res, dashboardStats(state(), sessionOf(res).user, todayOf(context)));
  });

  // Staff: what waits in each of their queues (the staff desk).
  router.get('/staffQueues', requireStaff, (_req, res) => {
    const { roleAlias } = sessionOf(res).user;
    sendOk(res, staffQueues(state(), context.settings.now(), roleAlias));
  });

  return router;
}
