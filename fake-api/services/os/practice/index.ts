import { Router } from 'express';
import { sendOk } from '../../../http/blade';
import { practiceCases } from '../../../dashboard/practiceCases';
import { sessionOf } from '../../../middleware/tokenAuth';

/** /api/os/practice: the practice cases of the dashboard. */
export function practiceRoutes(): Router {
  const router = Router();
  router.get('/list', (_req, res) => {
    sendOk(res, practiceCases(sessionOf(res).token.language));
  });
  return router;
}
