import { Router } from 'express';
import type { FakeApiContext } from '../../../context';
import { userDetailRoutes } from './detail';
import { emailRoutes } from './email';
import { profileRoutes } from './profile';
import { trackNumRoutes } from './trackNum';

/** /api/os/user: the user's detail (detail.ts), personal centre (profile.ts), paper contract (trackNum.ts). */
export function osUserService(context: FakeApiContext): Router {
  return Router().use(
    trackNumRoutes(context),
    userDetailRoutes(context),
    profileRoutes(context),
    emailRoutes(context),
  );
}
