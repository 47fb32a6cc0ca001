import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  isFlagOpen,
  shiftedDeadline,
  validateAnswer,
  validateFlag,
} from '../../../../src/domain/caseFlag';
import { flagBlocker, type FlagBlocker } from '../../../../src/domain/flagRules';
import type { CaseFlagAnswer, CaseFlagCode, ScanPin } from '../../../../src/domain/caseFlag';
import { MESSAGES, sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import { formatDateTime, parseDateTime } from '../../../http/format';
import { param } from '../../../http/params';
import type { FakeApiContext } from '../../../context';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { CASE_FLAG_ERROR_MESSAGES, CASE_FLAG_MESSAGES } from '../../../messages/caseFlagMessages';
import { refuseTooLong } from '../../../messages/limitMessages';
import { GRAB_MESSAGES, TASK_MESSAGES } from '../../../messages/taskMessages';
import { emitNotification } from '../../../notifications/events';
import { grabFor } from '../../../orders/grab';
import { coded, sendRefusal } from '../../../http/refusal';
import { findTask, tasksOf } from '../../../orders/taskQueries';
import { withEarning } from '../../../money/priceList';
import { recordThreadEvent } from '../../../orders/thread';
import { requestMessage } from '../../../messages/requestMessages';

/**
 * A case flagged as incomplete (docs/CONTRACT.md, "Case flag"): the holder flags it (a pool
 * order is grabbed and flagged at once), the design clock stands still until staff answer, and
 * the answer moves the deadline later by the time it stood still.
 */
export function caseFlagRoutes(context: FakeApiContext): Router {
  const router = Router();
  const now = () => context.settings.now();

  router.get('/flag/page', requireStaff, (req, res) => {
    const flagged = tasksOf(context.store.state()).filter(
      (task) => task.flag && (param(req, 'open') !== '1' || isFlagOpen(task.flag)),
    );
    const rows = flagged.sort((a, b) =>
      (a.flag?.flaggedAt ?? '').localeCompare(b.flag?.flaggedAt ?? ''),
    );
    sendOk(res, bladePage(rows, req));
  });

  router.post('/flag', (req, res) => {
    const { user } = sessionOf(res);
    // Staff are refused whatever the order: a 403 before it is looked up.
    if (user.roleAlias !== 'designer') return refuseFlag(req, res, 'not_designer');
    const body = bodyOf(req);
    const task = findTask(context.store.state(), String(body.taskId ?? ''));
    if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    // The rule the detail reads to offer the flag at all (src/domain/flagRules.ts).
    const blocker = flagBlocker(user, task, now());
    if (blocker) return refuseFlag(req, res, blocker);
    const problem = validateFlag(body);
    if (problem) return sendFailure(res, 400, CASE_FLAG_ERROR_MESSAGES[problem]);
    if (refuseTooLong(req, res, [['reason', body.note]])) return;
    // A pool order is grabbed by its flag; the grab also counts the level's orders in progress.
    const refusal = task.status === '0' ? grabFor(context, user, task) : undefined;
    if (refusal) return sendRefusal(req, res, 400, refusal);
    const flaggedAt = formatDateTime(now());
    task.flag = {
      code: body.code as CaseFlagCode,
      note: String(body.note).trim(),
      pins: (body.pins ?? []) as ScanPin[],
      flaggedAt,
    };
    task.updateTime = flaggedAt;
    recordThreadEvent(context, task, user, 'flag');
    sendOk(res, withEarning(context.store.state(), task, user));
  });

  router.post('/flag/answer', requireStaff, (req, res) => {
    const body = bodyOf(req);
    const task = findTask(context.store.state(), String(body.taskId ?? ''));
    if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    if (!isFlagOpen(task.flag)) return sendFailure(res, 400, CASE_FLAG_MESSAGES.notFlagged);
    const problem = validateAnswer(body);
    if (problem) return sendFailure(res, 400, CASE_FLAG_ERROR_MESSAGES[problem]);
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (refuseTooLong(req, res, [['reason', note]])) return;
    const answeredAt = now();
    const flaggedMs = parseDateTime(task.flag.flaggedAt);
    if (task.deadline) {
      const moved = shiftedDeadline(parseDateTime(task.deadline), flaggedMs, answeredAt);
      task.deadline = formatDateTime(moved);
    }
    Object.assign(task.flag, {
      answeredAt: formatDateTime(answeredAt),
      answer: body.answer as CaseFlagAnswer,
      answerNote: note,
    });
    task.updateTime = formatDateTime(answeredAt);
    recordThreadEvent(context, task, sessionOf(res).user, 'flagAnswer');
    if (task.designerId) {
      emitNotification(context, task.designerId, 'caseFlagAnswered', task.id, {
        orderNo: task.orderNo,
      });
    }
    sendOk(res, task);
  });

  return router;
}

/** The answer to a flag the rule refuses, as each refusal was answered before it was shared. */
function refuseFlag(req: Request, res: Response, blocker: FlagBlocker) {
  switch (blocker) {
    case 'not_designer':
      return sendFailure(res, 403, MESSAGES.forbidden);
    case 'company_member':
      return sendFailure(res, 403, requestMessage(req, 'companyMemberRefused'));
    case 'sub_account':
      return sendFailure(res, 400, TASK_MESSAGES.subAccountGrab);
    case 'not_certified':
    case 'contract_unsigned':
    case 'type_not_certified':
      return sendFailure(res, 400, GRAB_MESSAGES[blocker]);
    // Someone else grabbed it from the pool's preview meanwhile: a lost grab says so (issue 25).
    case 'taken':
      return sendRefusal(req, res, 400, coded('task_taken'));
    case 'flagged':
      return sendFailure(res, 400, CASE_FLAG_MESSAGES.alreadyFlagged);
    case 'not_in_design':
      return sendFailure(res, 400, CASE_FLAG_MESSAGES.notInDesign);
    case 'window_closed':
      return sendFailure(res, 400, CASE_FLAG_MESSAGES.windowClosed);
  }
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
