import { Router } from 'express';
import { sendOk } from '../http/blade';
import type { FakeApiContext } from '../context';
import { sessionOf } from '../middleware/tokenAuth';
import { bladePage } from '../http/bladePage';
import { param } from '../http/params';

/** GET /api/order/companyDesigner/deduction/out/list: the caller's deductions, newest first. */
export function deductionRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/order/companyDesigner/deduction/out/list', (req, res) => {
    const userId = sessionOf(res).user.id;
    // `month` (yyyy-MM): the deductions of one bill.
    const month = param(req, 'month');
    const mine = (context.store.state().deductions ?? [])
      .filter((record) => record.userId === userId)
      .filter((record) => !month || record.violationTime.startsWith(month))
      .sort((a, b) => b.violationTime.localeCompare(a.violationTime))
      .map(({ userId: _owner, ...deduction }) => deduction);
    sendOk(res, bladePage(mine, req));
  });
  return router;
}
