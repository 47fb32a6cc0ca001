import { Router } from 'express';
import type { FakeApiContext } from '../../../context';
import { sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import { formatDateTime } from '../../../http/format';
import { param } from '../../../http/params';
import { sessionOf } from '../../../middleware/tokenAuth';
import { rankingOf } from '../../../money/ranking';

/** /api/os/ranking: the month's earnings ranking and the caller's place in it. */
export function rankingRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());

  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    const closed = (state().bills ?? []).map((bill) => bill.name).sort();
    const target = param(req, 'month') || closed[closed.length - 1] || now().slice(0, 7);
    const ranking = rankingOf(state(), target, user.id);
    sendOk(res, { ...bladePage(ranking.records, req), month: target, mine: ranking.mine });
  });

  return router;
}
