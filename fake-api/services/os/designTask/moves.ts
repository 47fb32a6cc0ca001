import { Router } from 'express';
import type { Response } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import { cancelBlocker } from '../../../../src/domain/cancelRules';
import { countsDifferFromChart, submitProblem } from '../../../../src/domain/submitRules';
import type { CrownCountsPayload } from '../../../../src/domain/submitRules';
import { cycleDeadlineMs, nextStatus } from '../../../../src/domain/taskStates';
import type { TaskAction } from '../../../../src/domain/taskStates';
import { MESSAGES, sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime, parseDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { refuseCompanyMember } from '../../../middleware/requireRole';
import { param } from '../../../http/params';
import { onTime, recordPointsEvent, selfRefund } from '../../../dashboard/pointsBook';
import { findUserById } from '../../../store/userQueries';
import { TASK_MESSAGES, cancelRefusal, illegalMove } from '../../../messages/taskMessages';
import { findTask, holdsTask } from '../../../orders/taskQueries';
import { ruleText } from '../../../../src/domain/ruleTexts';
import { refuseTooLong } from '../../../messages/limitMessages';
import { clearPrice, withEarning } from '../../../money/priceList';
import { grabFor } from '../../../orders/grab';
import { isFlagOpen } from '../../../../src/domain/caseFlag';
import { CASE_FLAG_MESSAGES } from '../../../messages/caseFlagMessages';
import { announcePoolOrder } from '../../../notifications/poolAlerts';
import { coded, sendLostRace, sendRefusal } from '../../../http/refusal';
import { serverDesignCheck } from '../../../designChecks/caseMeshes';
import { recordThreadEvent } from '../../../orders/thread';

/** The designer's moves: grab, cancel (return to the pool), submit, rework. */
export function taskMoveRoutes(context: FakeApiContext): Router {
  const router = Router();
  const now = () => context.settings.now();
  const save = (task: DesignTask) => {
    task.updateTime = formatDateTime(now());
  };

  // Node runs one handler at a time: of two simultaneous grabs, the second sees status "1".
  router.post('/my/grab', refuseCompanyMember, (req, res) => {
    const { user } = sessionOf(res);
    if (user.roleAlias !== 'designer') return sendFailure(res, 403, MESSAGES.forbidden);
    const task = findTask(context.store.state(), param(req, 'id'));
    if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    const refusal = grabFor(context, user, task);
    if (typeof refusal === 'object' && refusal.refusal === 'task_taken') {
      return sendLostRace(req, res, refusal);
    }
    if (refusal) return sendRefusal(req, res, 400, refusal);
    sendOk(res, withEarning(context.store.state(), task, user));
  });

  router.post('/my/cancel', (req, res) => {
    const task = heldTask(context, param(req, 'id'), res, 'cancel');
    if (!task) return;
    if (!param(req, 'reason').trim()) return sendFailure(res, 400, TASK_MESSAGES.reasonRequired);
    if (refuseTooLong(req, res, [['reason', param(req, 'reason').trim()]])) return;
    const blocker = cancelBlocker(sessionOf(res).user.id, task);
    if (blocker) return sendFailure(res, 400, cancelRefusal(blocker, task.status));
    recordPointsEvent(context, sessionOf(res).user, selfRefund(task.id));
    Object.assign(task, {
      status: '0',
      isGrab: '0',
      designerId: '',
      deadline: '',
      subDispatchStatus: '0',
      subDesignerId: '',
      subReceiveTime: '',
    });
    // Back in the pool the order starts over: the next designer may flag it for themselves.
    delete task.flag;
    clearPrice(task);
    save(task);
    announcePoolOrder(context, task, sessionOf(res).user.id);
    sendOk(res, null);
  });

  router.post('/:id/submit', async (req, res) => {
    const first = heldTask(context, req.params.id, res, 'submit');
    if (!first) return;
    if (isFlagOpen(first.flag)) return sendFailure(res, 400, CASE_FLAG_MESSAGES.awaitingAnswer);
    const files = (context.store.state().taskFiles ?? []).filter((f) => f.taskId === first.id);
    const cadFiles = files.filter((file) => file.fileType === 'cad');
    const cad = cadFiles.at(-1);
    if (!cad) return sendFailure(res, 400, TASK_MESSAGES.cadRequired);
    const counts = crownCountsOf(req.body, first);
    const dlpFiles = files.filter((file) => file.fileType === 'dlp');
    const countReason = param(req, 'countReason').trim();
    const justification = param(req, 'designCheckJustification').trim();
    if (
      refuseTooLong(req, res, [
        ['reason', countReason],
        ['designJustification', justification],
      ])
    ) {
      return;
    }
    const fileCounts = { cad: cadFiles.length, dlp: dlpFiles.length };
    const problem = submitProblem(first, counts, fileCounts, countReason);
    if (problem) return sendFailure(res, 400, ruleText(problem));
    // Measured from the stored bytes (issue 37): the portal's own verdict is never trusted.
    let measured: Awaited<ReturnType<typeof serverDesignCheck>>;
    try {
      const caseFiles = (context.store.state().caseFiles ?? []).filter(
        (file) => file.taskId === first.id,
      );
      measured = await serverDesignCheck(context, first, cad, caseFiles);
    } catch (error) {
      return sendFailure(res, 500, error instanceof Error ? error.message : String(error));
    }
    const hard = measured?.results.find((result) => result.verdict === 'hard');
    if (hard) return sendRefusal(req, res, 400, coded('design_check_hard', { check: hard.check }));
    if (measured?.verdict === 'soft' && !justification) {
      return sendRefusal(req, res, 400, coded('design_check_justify'));
    }
    // The checks took a while: a second click's submit may have landed meanwhile.
    const task = heldTask(context, req.params.id, res, 'submit');
    if (!task) return;
    const state = context.store.state();
    state.cadVersions ??= [];
    const version = state.cadVersions.filter((item) => item.taskId === task.id).length + 1;
    state.cadVersions.push({
      id: context.newId(),
      taskId: task.id,
      version,
      fileName: cad.originalName,
      link: cad.link,
      viewStlUrl: cad.viewStlUrl,
      // What the version keeps for as long as the order exists (issue 21).
      objectName: cad.name,
      objectNames: files.filter((file) => file.taskId === task.id).map((file) => file.name),
      hashValue: cad.hashValue,
      fileSize: cad.fileSize,
      fullCrownCount: Number(counts.fullCrownCount),
      innerCrownCount: Number(counts.innerCrownCount),
      submitTime: formatDateTime(now()),
      qcStatus: '',
      qcReasons: [],
      ...(measured && {
        designCheck: {
          ...measured,
          justification: measured.verdict === 'soft' ? justification : '',
          checkedAt: formatDateTime(now()),
        },
      }),
    });
    task.status = '2';
    task.submittedFullCrownCount = Number(counts.fullCrownCount);
    task.submittedInnerCrownCount = Number(counts.innerCrownCount);
    task.submittedCountReason = countsDifferFromChart(task, counts) ? countReason : '';
    if (task.deadline && parseDateTime(task.deadline) >= now()) {
      const designer = findUserById(state, task.designerId);
      if (designer) recordPointsEvent(context, designer, onTime(task.id));
    }
    save(task);
    recordThreadEvent(context, task, sessionOf(res).user, 'submit');
    sendOk(res, task);
  });

  router.post('/:id/rework', (req, res) => {
    const task = heldTask(context, req.params.id, res, 'rework');
    if (!task) return;
    task.status = '6';
    // A new design cycle from now (the contract's rework clause), not the first one's deadline.
    task.deadline = formatDateTime(cycleDeadlineMs(now(), task.designCycle));
    save(task);
    recordThreadEvent(context, task, sessionOf(res).user, 'rework');
    sendOk(res, task);
  });

  return router;
}

/** The task when the caller holds it and `action` is legal now; otherwise answers 400. */
function heldTask(
  context: FakeApiContext,
  id: string,
  res: Response,
  action: TaskAction,
): DesignTask | undefined {
  const task = findTask(context.store.state(), id);
  if (!task) return void sendFailure(res, 400, TASK_MESSAGES.notFound);
  if (!holdsTask(sessionOf(res).user, task)) {
    return void sendFailure(res, 400, TASK_MESSAGES.notHolder);
  }
  if (!nextStatus(action, task.status)) {
    return void sendFailure(res, 400, illegalMove(action, task.status));
  }
  return task;
}

/** The crown counts of a submit's JSON body; a caller that sends none keeps the order's own. */
function crownCountsOf(body: unknown, task: CrownCountsPayload) {
  const sent = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const pick = (field: keyof CrownCountsPayload) =>
    field in sent ? String(sent[field]) : String(task[field]);
  return { fullCrownCount: pick('fullCrownCount'), innerCrownCount: pick('innerCrownCount') };
}
