import { Router } from 'express';
import type { Response } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { sessionOf } from '../../../middleware/tokenAuth';
import { param } from '../../../http/params';
import type { FakeState } from '../../../store/state';
import {
  canSeeTask,
  filterTasks,
  findTask,
  sortTasks,
  tabTasks,
} from '../../../orders/taskQueries';
import { TASK_MESSAGES } from '../../../messages/taskMessages';
import { withEarning } from '../../../money/priceList';

/** /api/os/designTask: the designer's reads of tasks (docs/CONTRACT.md, Tasks). */
export function taskRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/my/page', (req, res) => {
    const user = sessionOf(res).user;
    const tasks = tabTasks(state(), user, param(req, 'tab'));
    const page = bladePage(sortTasks(filterTasks(tasks, req), req), req);
    sendOk(res, { ...page, records: page.records.map((task) => withEarning(state(), task, user)) });
  });

  router.get('/:id/detail', (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (task) sendOk(res, withEarning(state(), task, sessionOf(res).user));
  });

  router.get('/:id/files', (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (task)
      sendOk(
        res,
        (state().caseFiles ?? []).filter((file) => file.taskId === task.id),
      );
  });

  router.get('/:id/cadHistory', (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (!task) return;
    const versions = (state().cadVersions ?? []).filter((version) => version.taskId === task.id);
    sendOk(
      res,
      versions.sort((a, b) => b.version - a.version),
    );
  });

  router.get('/:id/special/reques', (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (!task) return;
    const requests = state().specialRequests ?? [];
    sendOk(
      res,
      requests.filter((request) => request.customerCode === task.customerCode),
    );
  });

  return router;
}

/** The task when the caller may see it; otherwise answers 400 and gives undefined. */
function visibleTask(state: FakeState, id: string, res: Response): DesignTask | undefined {
  const task = findTask(state, id);
  if (task && canSeeTask(sessionOf(res).user, task)) return task;
  sendFailure(res, 400, TASK_MESSAGES.notFound);
  return undefined;
}
