import { levelOf } from '../../src/domain/levels';
import { pointsLedger, pointsTotal } from '../../src/domain/points';
import type { PointsActivity, PointsEntry } from '../../src/domain/points';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import type { FakeState, PointsEventRecord, UserRecord } from '../store/state';

/** What moved a designer's points: the raw events the ledger is computed from. */
export function activityOf(state: FakeState, userId: string): PointsActivity {
  const events = (state.pointsEvents ?? []).filter((event) => event.userId === userId);
  const ofKind = (kind: PointsEventRecord['kind']) => events.filter((e) => e.kind === kind);
  return {
    onTimeDays: ofKind('onTime').map((event) => event.date),
    reworks: ofKind('rework').map((e) => ({
      date: e.date,
      taskId: e.taskId,
      verdict: e.verdict ?? 'fail',
      round: e.round ?? 0,
      excused: e.excused === true,
    })),
    selfRefunds: ofKind('selfRefund').map(({ date, taskId }) => ({ date, taskId })),
    adjustments: ofKind('adjustment').map(({ date, amount, reason }) => ({
      date,
      amount,
      reason,
    })),
  };
}

export function ledgerOf(state: FakeState, userId: string): PointsEntry[] {
  return pointsLedger(activityOf(state, userId));
}

/** Points and level follow the ledger: opening balance plus every entry. */
export function recomputePoints(state: FakeState, user: UserRecord): void {
  user.points = pointsTotal(ledgerOf(state, user.id), user.pointsOpening ?? 0);
  user.level = levelOf(user.points);
}

/** Records one event for a designer (an on-time day once per day) and moves their points. */
export function recordPointsEvent(
  context: FakeApiContext,
  user: UserRecord,
  event: EventInput,
): void {
  const state = context.store.state();
  const now = formatDateTime(context.settings.now());
  const date = now.slice(0, 10);
  state.pointsEvents ??= [];
  const sameDay = state.pointsEvents.some(
    (e) => e.userId === user.id && e.kind === 'onTime' && e.date === date,
  );
  if (event.kind === 'onTime' && sameDay) return;
  state.pointsEvents.push({
    id: context.newId(),
    userId: user.id,
    date,
    createTime: now,
    ...event,
  });
  recomputePoints(state, user);
}

/** The platform's day (yyyy-MM-dd, server time). */
export function todayOf(context: FakeApiContext): string {
  return formatDateTime(context.settings.now()).slice(0, 10);
}

type EventInput = Omit<PointsEventRecord, 'id' | 'userId' | 'date' | 'createTime'>;

const event = (kind: PointsEventRecord['kind'], taskId: string): EventInput => ({
  kind,
  taskId,
  amount: 0,
  reason: '',
  operatorId: '',
});

export const onTime = (taskId: string) => event('onTime', taskId);
export const rework = (
  taskId: string,
  verdict: 'fail' | 'return',
  round: number,
  excused: boolean,
): EventInput => ({ ...event('rework', taskId), verdict, round, excused });
export const selfRefund = (taskId: string) => event('selfRefund', taskId);
