import { Router } from 'express';
import type { Request, Response } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import { sendOk } from '../../../http/blade';
import { coded, sendRefusal } from '../../../http/refusal';
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
    const task = visibleTask(state(), req, res);
    if (task) sendOk(res, withEarning(state(), task, sessionOf(res).user));
  });

  router.get('/:id/files', (req, res) => {
    const task = visibleTask(state(), req, res);
    if (task)
      sendOk(
        res,
        (state().caseFiles ?? []).filter((file) => file.taskId === task.id),
      );
  });

  router.get('/:id/cadHistory', (req, res) => {
    const task = visibleTask(state(), req, res);
    if (!task) return;
    const versions = (state().cadVersions ?? []).filter((version) => version.taskId === task.id);
    sendOk(
      res,
      versions.sort((a, b) => b.version - a.version),
    );
  });

  router.get('/:id/special/reques', (req, res) => {
    const task = visibleTask(state(), req, res);
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
/**
 * The order of `:id` if the caller may see it; else a 400 that says why: taken by another
 * designer (a pool order opened too late, issue 40) or no such order.
 */
function visibleTask(state: FakeState, req: Request, res: Response): DesignTask | undefined {
  const task = findTask(state, String(req.params.id));
  const { user } = sessionOf(res);
  if (task && canSeeTask(user, task)) return task;
  const taken = task !== undefined && task.designerId !== '' && task.designerId !== user.id;
  sendRefusal(req, res, 400, coded(taken ? 'task_taken' : 'task_not_found'));
  return undefined;
}
