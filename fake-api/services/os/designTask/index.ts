import { Router } from 'express';
import type { FakeApiContext } from '../../../context';
import { caseFlagRoutes } from './caseFlag';
import { taskFileRoutes } from './files';
import { taskGroupRoutes } from './groups';
import { taskMoveRoutes } from './moves';
import { taskPoolRoutes } from './pool';
import { taskRoutes } from './myTasks';
import { taskQcRoutes } from './qc';
import { subDispatchRoutes } from './subDispatch';
import { taskTeethRoutes } from './teeth';
import { taskThreadRoutes } from './thread';

/**
 * /api/os/designTask: reads (myTasks.ts), grab/cancel/submit/rework (moves.ts), QC (qc.ts),
 * dispatch to sub-accounts (subDispatch.ts), tag tabs (groups.ts), upload slots (files.ts),
 * the staff's tooth chart edit (teeth.ts), case flags (caseFlag.ts), a staff's new pool order
 * (pool.ts), order threads (thread.ts).
 * The order is the order of matching: `/my/page` before `/:id/...`.
 */
export function designTaskService(context: FakeApiContext): Router {
  return Router().use(
    caseFlagRoutes(context),
    taskRoutes(context),
    taskMoveRoutes(context),
    taskQcRoutes(context),
    subDispatchRoutes(context),
    taskGroupRoutes(context),
    taskFileRoutes(context),
    taskTeethRoutes(context),
    taskPoolRoutes(context),
    taskThreadRoutes(context),
  );
}
