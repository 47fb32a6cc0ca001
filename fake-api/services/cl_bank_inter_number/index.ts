import { Router } from 'express';
import { sendOk } from '../../http/blade';
import { bladePage } from '../../http/bladePage';
import { param } from '../../http/params';
import { searchBranches } from '../../profile/bankBranches';

/** /api/cl_bank_inter_number: bank branches for the payment form, searched by keyword. */
export function bankBranchRoutes(): Router {
  const router = Router();
  router.get('/page', (req, res) => {
    sendOk(res, bladePage(searchBranches(param(req, 'keyword')), req));
  });
  return router;
}
