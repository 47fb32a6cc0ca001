import { Router } from 'express';
import type { FakeApiContext } from '../../../context';
import { withdrawalReviewRoutes } from './review';
import { withdrawalRoutes } from './withdrawals';

/** /api/os/withdrawal: a designer's withdrawals (withdrawals.ts), staff review (review.ts). */
export function withdrawalService(context: FakeApiContext): Router {
  return Router().use(withdrawalRoutes(context), withdrawalReviewRoutes(context));
}
