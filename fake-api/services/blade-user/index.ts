import { Router } from 'express';
import type { FakeApiContext } from '../../context';
import { registrationRoutes } from './audit';
import { registerGuestRoutes } from './registerGuest';

/** /api/blade-user: registration approval (audit.ts), third-party registration (registerGuest.ts). */
export function bladeUserService(context: FakeApiContext): Router {
  return Router().use(registrationRoutes(context), registerGuestRoutes(context));
}
