import { Router } from 'express';
import { missingParameter, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { param } from '../../http/params';

/** /api/cl_dispatch: the files of a company's special request (docs/CONTRACT.md, Tasks). */
export function dispatchRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.get('/dispatch/listCompanySpecialRequestFile', (req, res) => {
    const requestId = param(req, 'companySpecialRequestId');
    if (!requestId) return sendFailure(res, 400, missingParameter('companySpecialRequestId'));
    const files = context.store.state().specialRequestFiles ?? [];
    sendOk(
      res,
      files.filter((file) => file.companySpecialRequestId === requestId),
    );
  });
  return router;
}
