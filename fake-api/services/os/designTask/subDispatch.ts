import { Router } from 'express';
import type { Response } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import { acceptsFiles } from '../../../../src/domain/taskStates';
import {
  dispatchBlocker,
  receiveBlocker,
  withdrawBlocker,
} from '../../../../src/domain/subDispatch';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { refuseCompanyMember } from '../../../middleware/requireRole';
import { param } from '../../../http/params';
import type { FakeState, UserRecord } from '../../../store/state';
import { DISPATCH_MESSAGES, TASK_MESSAGES } from '../../../messages/taskMessages';
import { bladePage } from '../../../http/bladePage';
import { findTask, sortTasks, tasksOf } from '../../../orders/taskQueries';
import { subUsersOf } from '../../../orders/subUsers';
import { coded, sendRefusal } from '../../../http/refusal';
import { withEarning } from '../../../money/priceList';

/** A main account's dispatch to its sub-accounts, and the sub-account's side (docs/CONTRACT.md). */
export function subDispatchRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const save = (task: DesignTask) => {
    task.updateTime = formatDateTime(context.settings.now());
  };

  const dispatch = (res: Response, id: string, subDesignerId: string) => {
    const task = ownTask(state(), id, res);
    if (!task) return;
    const blocker = dispatchBlocker(task);
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, { subDispatchStatus: '1', subDesignerId, subReceiveTime: '' });
    save(task);
    sendOk(res, task);
  };

  router.post('/my/setSubDesigner', refuseCompanyMember, (req, res) => {
    const sub = subUsersOf(state(), sessionOf(res).user).find(
      (user) => user.id === param(req, 'subDesignerId'),
    );
    if (!sub) return sendFailure(res, 400, TASK_MESSAGES.subUserUnknown);
    dispatch(res, param(req, 'id'), sub.id);
  });

  router.get('/my/subResourcePool', refuseCompanyMember, (req, res) =>
    dispatch(res, param(req, 'id'), ''),
  );

  router.get('/my/cancalResourcePool', refuseCompanyMember, (req, res) => {
    const task = ownTask(state(), param(req, 'id'), res);
    if (!task) return;
    const blocker = withdrawBlocker(task);
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, { subDispatchStatus: '2', subDesignerId: '' });
    save(task);
    sendOk(res, task);
  });

  router.get('/receiving/subPage', refuseCompanyMember, (req, res) => {
    const user = sessionOf(res).user;
    const offered = tasksOf(state()).filter(
      (task) => offeredTo(user, task) && !receiveBlocker(task) && acceptsFiles(task.status),
    );
    const page = bladePage(sortTasks(offered, req), req);
    // The card says what the order pays, as every other list's card does (issue 39).
    sendOk(res, { ...page, records: page.records.map((task) => withEarning(state(), task, user)) });
  });

  router.post('/subReceiving', refuseCompanyMember, (req, res) => {
    const user = sessionOf(res).user;
    const task = findTask(state(), param(req, 'id'));
    if (!task || !offeredTo(user, task)) {
      return sendFailure(res, 400, TASK_MESSAGES.notDispatchedToYou);
    }
    const blocker = receiveBlocker(task);
    if (blocker === 'withdrawn') return sendRefusal(req, res, 400, coded('dispatch_withdrawn'));
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, {
      subDesignerId: user.id,
      subReceiveTime: formatDateTime(context.settings.now()),
    });
    save(task);
    sendOk(res, task);
  });

  return router;
}

/** Dispatched by the sub-account's main account, to it or to the pool. */
function offeredTo(user: UserRecord, task: DesignTask): boolean {
  if (!user.mainAccountId || task.designerId !== user.mainAccountId) return false;
  return task.subDesignerId === '' || task.subDesignerId === user.id;
}

function ownTask(state: FakeState, id: string, res: Response): DesignTask | undefined {
  const user = sessionOf(res).user;
  if (!state.users.some((other) => other.mainAccountId === user.id)) {
    return void sendFailure(res, 400, TASK_MESSAGES.notMainAccount);
  }
  const task = findTask(state, id);
  if (!task) return void sendFailure(res, 400, TASK_MESSAGES.notFound);
  if (task.designerId !== user.id) return void sendFailure(res, 400, TASK_MESSAGES.notHolder);
  return task;
}
