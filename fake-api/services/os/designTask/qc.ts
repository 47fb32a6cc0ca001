import { Router } from 'express';
import type { Request, Response } from 'express';
import type { DesignTask, QcQueueRow } from '../../../../dataProvider/wireTypes';
import { QC_ACTIONS, reasonLine, validateInspection } from '../../../../src/domain/qcReasons';
import type { QcInspection, QcReason } from '../../../../src/domain/qcReasons';
import { marksRework, nextStatus } from '../../../../src/domain/taskStates';
import { flagExcusesReturn } from '../../../../src/domain/caseFlag';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { param } from '../../../http/params';
import { recordPointsEvent, rework } from '../../../dashboard/pointsBook';
import type { FakeState } from '../../../store/state';
import { QC_MESSAGES } from '../../../messages/qcMessages';
import { refuseTooLong } from '../../../messages/limitMessages';
import { QC_REASON_LABELS } from '../../../orders/qcDictionary';
import { findUserById } from '../../../store/userQueries';
import { TASK_MESSAGES, illegalMove } from '../../../messages/taskMessages';
import { filterTasks, findTask, tasksOf } from '../../../orders/taskQueries';
import { emitNotification } from '../../../notifications/events';
import { recordThreadEvent } from '../../../orders/thread';
import { withPinMeasurements } from '../../../designChecks/pinMeasurements';

/**
 * The inspector's calls (customer service or administrator): the queue, GET /os/designTask/qc/page,
 * and POST /os/designTask/qc/{action}?id= with structured reasons in the JSON body
 * (`{ reasons: QcReason[] }`) or, as before, plain `reasons` lines in the query.
 */
export function taskQcRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/qc/page', requireStaff, (req, res) => {
    const state = context.store.state();
    const waiting = tasksOf(state).filter((task) => task.status === '2');
    const rows = filterTasks(waiting, req)
      .map((task) => queueRow(state, task))
      .filter((row) => matches(row.designerName, param(req, 'designerName')))
      .sort((a, b) => a.submitTime.localeCompare(b.submitTime) || a.id.localeCompare(b.id));
    sendOk(res, bladePage(rows, req));
  });

  for (const action of QC_ACTIONS) {
    const judge = async (req: Request, res: Response) => {
      const state = context.store.state();
      const task = findTask(state, param(req, 'id'));
      if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
      const next = nextStatus(action, task.status);
      if (!next) return sendFailure(res, 400, illegalMove(action, task.status));
      let reasons = reasonsOf(req);
      // Returning an order already failed may keep the fail's reasons.
      if (action === 'return' && task.status === '4' && reasons.length === 0) {
        reasons = task.qcInspection?.reasons ?? linesAsReasons(task.qcReasons);
      }
      const texts = reasons.map((reason) => ['reason', textOf(reason)] as const);
      if (refuseTooLong(req, res, texts)) return;
      const problem = validateInspection(action, reasons);
      if (problem) return sendFailure(res, 400, QC_MESSAGES[problem]);
      const latest = (state.cadVersions ?? [])
        .filter((version) => version.taskId === task.id)
        .sort((a, b) => b.version - a.version)[0];
      // Measured again from the stored design (issue 37): a value the portal sent is dropped.
      const structured = await withPinMeasurements(
        context,
        task,
        latest,
        (reasons as QcReason[]).map(asSent),
      );
      // The measuring took a while: another decision may have landed meanwhile.
      if (nextStatus(action, task.status) !== next) {
        return sendFailure(res, 400, illegalMove(action, task.status));
      }
      const inspection: QcInspection = {
        action,
        status: next as QcInspection['status'],
        reasons: structured,
        inspector: sessionOf(res).user.account,
        time: formatDateTime(context.settings.now()),
        version: latest?.version ?? 0,
      };
      const lines = structured.map((reason) =>
        reasonLine(reason, (category) => QC_REASON_LABELS[category].zh),
      );
      task.status = next;
      if (marksRework(action)) {
        task.isRework = '1';
        const designer = findUserById(state, task.designerId);
        const categories = structured.map((reason) => reason.category);
        const excused = Boolean(task.flag && flagExcusesReturn(task.flag, categories));
        if (excused && task.flag) task.flag.excusedReturns = (task.flag.excusedReturns ?? 0) + 1;
        // The points rule (src/domain/points.ts) charges one loss per submission sent back.
        const verdict = action === 'fail' ? 'fail' : 'return';
        const round = inspection.version;
        if (designer)
          recordPointsEvent(context, designer, rework(task.id, verdict, round, excused));
      }
      if (action !== 'pass' && lines.length > 0) task.qcReasons = lines;
      task.qcInspection = inspection;
      task.updateTime = inspection.time;
      if (latest) {
        latest.qcStatus = inspection.status;
        latest.qcReasons = action === 'pass' ? [] : task.qcReasons;
        latest.qcInspection = inspection;
      }
      recordThreadEvent(context, task, sessionOf(res).user, QC_EVENTS[action]);
      if (task.designerId) {
        emitNotification(context, task.designerId, QC_EVENTS[action], task.id, {
          orderNo: task.orderNo,
        });
      }
      sendOk(res, task);
    };
    // Express 4 does not catch a rejected handler: hand it to the error answer.
    router.post(`/qc/${action}`, requireStaff, (req, res, next) => {
      judge(req, res).catch(next);
    });
  }
  return router;
}

/** The designer's notification for each decision. */
const QC_EVENTS = { pass: 'qcPass', fail: 'qcFail', return: 'qcReturn' } as const;

/** A valid reason as the inspector may send it: category, severity, text, pin; nothing else. */
function asSent({ category, severity, text, pin }: QcReason): QcReason {
  return { category, severity, text, ...(pin && { pin }) };
}

/** A reason's description, when it has one (the validation judges the rest). */
function textOf(reason: unknown): string {
  const text = typeof reason === 'object' && reason !== null ? Reflect.get(reason, 'text') : '';
  return typeof text === 'string' ? text : '';
}

/** Structured reasons from the body, or the older plain lines of `reasons` as "other". */
function reasonsOf(req: Request): unknown[] {
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && 'reasons' in body) {
    const reasons = (body as { reasons: unknown }).reasons;
    return Array.isArray(reasons) ? reasons : [reasons];
  }
  const raw = req.query.reasons;
  const values = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return linesAsReasons(values.flatMap((value) => value.split('\n')));
}

function linesAsReasons(lines: readonly string[]): QcReason[] {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ category: 'other', severity: 'major', text }));
}

/** An order of the queue: the task, its designer, how long it waited, how often it came back. */
function queueRow(state: FakeState, task: DesignTask): QcQueueRow {
  const versions = (state.cadVersions ?? []).filter((version) => version.taskId === task.id);
  const latest = versions.reduce<(typeof versions)[number] | undefined>(
    (best, version) => (!best || version.version > best.version ? version : best),
    undefined,
  );
  const designer = state.users.find((user) => user.id === task.designerId);
  return {
    ...task,
    submitTime: latest?.submitTime ?? task.updateTime,
    designerName: designer?.realName || designer?.account || '',
    designerLevel: designer?.level ?? '',
    reworkCount: versions.filter((version) => version.qcStatus === '4' || version.qcStatus === '5')
      .length,
    version: latest?.version ?? 0,
  };
}

function matches(value: string, wanted: string): boolean {
  return !wanted || value.toLowerCase().includes(wanted.toLowerCase());
}
