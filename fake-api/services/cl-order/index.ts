import { Router } from 'express';
import type { FakeApiContext } from '../../context';
import { subUserRoutes } from './subUsers';
import { uploadKeyRoutes } from './uploadKeys';

/** /api/cl-order: upload keys (uploadKeys.ts), the sub-accounts to dispatch to (subUsers.ts). */
export function clOrderService(context: FakeApiContext): Router {
  return Router().use(uploadKeyRoutes(context), subUserRoutes(context));
}
