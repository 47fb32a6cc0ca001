import { Router } from 'express';
import { missingParameter, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { param } from '../../http/params';
import { sessionOf } from '../../middleware/tokenAuth';
import { TASK_MESSAGES } from '../../messages/taskMessages';
import { canSeeTask } from '../../orders/taskQueries';

/**
 * /api/cl_dispatch: the files of a company's special request (docs/CONTRACT.md, Tasks), for
 * whoever may see an order of that customer; anyone else is told it does not exist.
 */
export function dispatchRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/dispatch/listCompanySpecialRequestFile', (req, res) => {
    const requestId = param(req, 'companySpecialRequestId');
    if (!requestId) return sendFailure(res, 400, missingParameter('companySpecialRequestId'));
    const state = context.store.state();
    const user = sessionOf(res).user;
    const request = (state.specialRequests ?? []).find(
      (candidate) => candidate.companySpecialRequestId === requestId,
    );
    const allowed =
      request !== undefined &&
      (state.designTasks ?? []).some(
        (task) => task.customerCode === request.customerCode && canSeeTask(user, task),
      );
    if (!allowed) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    sendOk(
      res,
      (state.specialRequestFiles ?? []).filter(
        (file) => file.companySpecialRequestId === requestId,
      ),
    );
  });
  return router;
}
