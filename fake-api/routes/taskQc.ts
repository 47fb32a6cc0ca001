import { Router } from 'express';
import type { Request } from 'express';
import { marksRework, nextStatus } from '../../src/domain/taskStates';
import type { TaskAction } from '../../src/domain/taskStates';
import { sendFailure, sendOk } from '../blade';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../format';
import { requireStaff } from '../middleware/requireRole';
import { param } from '../params';
import { recordPointsEvent, rework } from '../points/pointsBook';
import { findUserById } from '../userQueries';
import { TASK_MESSAGES, illegalMove } from '../tasks/taskMessages';
import { findTask } from '../tasks/taskQueries';

const QC_ACTIONS = ['pass', 'fail', 'return'] as const satisfies readonly TaskAction[];

/** The inspector's calls (customer service or administrator): POST /os/designTask/qc/{action}?id=&reasons=. */
export function taskQcRoutes(context: FakeApiContext): Router {
  const router = Router();
  for (const action of QC_ACTIONS) {
    router.post(`/os/designTask/qc/${action}`, requireStaff, (req, res) => {
      const state = context.store.state();
      const task = findTask(state, param(req, 'id'));
      if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
      const next = nextStatus(action, task.status);
      if (!next) return sendFailure(res, 400, illegalMove(action, task.status));
      const reasons = reasonsOf(req);
      if (action === 'fail' && reasons.length === 0) {
        return sendFailure(res, 400, TASK_MESSAGES.qcReasonRequired);
      }
      task.status = next;
      if (marksRework(action)) {
        task.isRework = '1';
        const designer = findUserById(state, task.designerId);
        if (designer) recordPointsEvent(context, designer, rework(task.id));
      }
      if (action !== 'pass' && reasons.length > 0) task.qcReasons = reasons;
      task.updateTime = formatDateTime(context.settings.now());
      const latest = (state.cadVersions ?? [])
        .filter((version) => version.taskId === task.id)
        .sort((a, b) => b.version - a.version)[0];
      if (latest) {
        latest.qcStatus = next as typeof latest.qcStatus;
        latest.qcReasons = action === 'pass' ? [] : task.qcReasons;
      }
      context.store.persist();
      sendOk(res, task);
    });
  }
  return router;
}

/** `reasons` repeated, or one value with a reason per line. */
function reasonsOf(req: Request): string[] {
  const raw = req.query.reasons;
  const values = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return values
    .flatMap((value) => value.split('\n'))
    .map((value) => value.trim())
    .filter(Boolean);
}
