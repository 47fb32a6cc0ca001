import { Router } from 'express';
import type { Request, Response } from 'express';
import { LEVEL_RULES, levelRuleOf, nextLevel } from '../../../../src/domain/levels';
import { POINTS_RULES, daysToReach, runStateOn } from '../../../../src/domain/points';
import { isStaff } from '../../../../src/domain/roles';
import { MESSAGES, sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { requireAdmin } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { param } from '../../../http/params';
import { activityOf, ledgerOf, recordPointsEvent, todayOf } from '../../../dashboard/pointsBook';
import { POINTS_MESSAGES } from '../../../messages/pointsMessages';
import type { UserRecord } from '../../../store/state';
import { findUserById } from '../../../store/userQueries';
import { refuseTooLong } from '../../../messages/limitMessages';
import { validateRequest } from '../../../http/openApiValidation';

/** Points, level and the ledger (docs/CONTRACT.md, "Points and levels"). */
export function pointsRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/summary', (req, res) => {
    const user = subjectOf(context, req, res);
    if (!user) return;
    const today = todayOf(context);
    const run = runStateOn(activityOf(state(), user.id).onTimeDays, today);
    const next = nextLevel(user.points);
    const rule = levelRuleOf(user.points);
    const inProgress = (state().designTasks ?? []).filter(
      (task) => task.designerId === user.id && (task.status === '1' || task.status === '6'),
    ).length;
    sendOk(res, {
      userId: user.id,
      points: user.points,
      level: rule.level,
      maxInProgress: rule.maxInProgress,
      inProgress,
      nextLevel: next ? next.rule.level : '',
      pointsToNextLevel: next ? next.missing : 0,
      runDays: run.runDays,
      earnedThisMonth: run.earnedThisMonth,
      monthlyCap: POINTS_RULES.monthlyCap,
      daysToNextLevel: next ? (daysToReach(user.points, next.rule.minPoints, run) ?? -1) : 0,
      levels: LEVEL_RULES.map((level) => ({
        ...level,
        minPoints: Number.isFinite(level.minPoints) ? level.minPoints : 0,
      })),
    });
  });

  router.get('/ledger/page', (req, res) => {
    const user = subjectOf(context, req, res);
    if (!user) return;
    const month = param(req, 'month');
    const tasks = state().designTasks ?? [];
    const entries = ledgerOf(state(), user.id)
      .filter((entry) => !month || entry.date.startsWith(month))
      .reverse()
      .map((entry, index) => ({
        id: `${user.id}-${entry.date}-${index}`,
        date: entry.date,
        rule: entry.rule,
        amount: entry.amount,
        uncapped: entry.uncapped ?? entry.amount,
        taskId: entry.taskId ?? '',
        orderNo: tasks.find((task) => task.id === entry.taskId)?.orderNo ?? '',
        reason: entry.reason ?? '',
        verdict: entry.verdict ?? '',
      }));
    sendOk(res, bladePage(entries, req));
  });

  router.get('/designers/page', requireAdmin, (req, res) => {
    const account = param(req, 'account').trim().toLowerCase();
    const designers = state()
      .users.filter((user) => user.roleAlias === 'designer')
      .filter((user) => !account || user.account.toLowerCase().includes(account))
      .map(({ id, account: name, name: nickName, points, level }) => ({
        id,
        account: name,
        nickName,
        points,
        level,
      }));
    sendOk(res, bladePage(designers, req));
  });

  router.post('/adjust', requireAdmin, validateRequest(), (req, res) => {
    const user = findUserById(state(), param(req, 'userId'));
    if (!user || user.roleAlias !== 'designer') {
      return sendFailure(res, 400, POINTS_MESSAGES.notDesigner);
    }
    const amount = Number(param(req, 'amount') || NaN);
    if (!Number.isInteger(amount) || amount === 0) {
      return sendFailure(res, 400, POINTS_MESSAGES.amountInvalid);
    }
    const reason = param(req, 'reason').trim();
    if (!reason) return sendFailure(res, 400, POINTS_MESSAGES.reasonRequired);
    if (refuseTooLong(req, res, [['reason', reason]])) return;
    recordPointsEvent(context, user, {
      kind: 'adjustment',
      taskId: '',
      amount,
      reason,
      operatorId: sessionOf(res).user.id,
    });
    sendOk(res, { userId: user.id, points: user.points, level: user.level });
  });

  return router;
}

/** The caller, or for staff the designer named by `userId` (a designer asking for another: 403). */
function subjectOf(context: FakeApiContext, req: Request, res: Response): UserRecord | undefined {
  const { user } = sessionOf(res);
  const userId = param(req, 'userId');
  if (!userId || userId === user.id) return user;
  if (!isStaff(user.roleAlias)) return void sendFailure(res, 403, MESSAGES.forbidden);
  const other = findUserById(context.store.state(), userId);
  if (!other) return void sendFailure(res, 400, POINTS_MESSAGES.notDesigner);
  return other;
}
