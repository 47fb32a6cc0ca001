import type { DashboardStats } from '../../dataProvider/dashboardWireTypes';
import type { CadVersion, DesignTask } from '../../dataProvider/wireTypes';
import { addDays } from '../../src/domain/points';
import { TASK_STATUSES } from '../../src/domain/taskStates';
import type { TaskStatus } from '../../src/domain/taskStates';
import type { FakeState, UserRecord } from '../store/state';
import { rankingOf } from '../money/ranking';
import { monthIncome } from './monthIncome';

/** The designer's dashboard figures on `today` (yyyy-MM-dd, server time). */
export function dashboardStats(state: FakeState, user: UserRecord, today: string): DashboardStats {
  const tasks = (state.designTasks ?? []).filter((task) => task.designerId === user.id);
  const versions = state.cadVersions ?? [];
  const month = today.slice(0, 7);
  const ordersByState = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, tasks.filter((t) => t.status === status).length]),
  ) as Record<TaskStatus, number>;

  const firstSubmits = tasks.flatMap((task) => {
    const first = versions
      .filter((version) => version.taskId === task.id)
      .sort((a, b) => a.version - b.version)[0];
    return first ? [{ task, submitTime: first.submitTime }] : [];
  });
  const onTime = firstSubmits.filter(
    ({ task, submitTime }) => task.deadline !== '' && submitTime <= task.deadline,
  );
  const inspected = tasks.filter((task) => task.isRework === '1' || task.status === '3');
  // A fail or return on a point the designer flagged before designing does not count (issue 24).
  const firstPass = inspected.filter((task) => task.isRework === '0' || allExcused(task, versions));

  const months = lastMonths(month, 12);
  const incomeByMonth = months.map((m) => ({
    month: m,
    gross: monthIncome(state, user.id, m).gross,
  }));
  const weeks = lastWeeks(today, 12);
  const ordersByWeek = weeks.map((week) => ({
    week,
    count: firstSubmits.filter(
      ({ submitTime }) => submitTime >= week && submitTime < addDays(week, 7),
    ).length,
  }));
  return {
    month,
    ordersByState,
    onTimeRate: rate(onTime.length, firstSubmits.length),
    firstPassRate: rate(firstPass.length, inspected.length),
    income: monthIncome(state, user.id, month),
    incomeByMonth,
    ordersByWeek,
    ranking: lastRanking(state, user.id),
  };
}

/** The caller's place in the last closed month's earnings ranking, if they are in it. */
function lastRanking(state: FakeState, userId: string): DashboardStats['ranking'] {
  const closed = (state.bills ?? []).map((bill) => bill.name).sort();
  const month = closed[closed.length - 1];
  if (!month) return null;
  const { records, mine } = rankingOf(state, month, userId);
  return mine && { month, rank: mine.rank, of: records.length, gapToNext: mine.gapToNext };
}

function allExcused(task: DesignTask, versions: readonly CadVersion[]): boolean {
  const judged = versions.filter(
    (version) =>
      version.taskId === task.id && (version.qcStatus === '4' || version.qcStatus === '5'),
  ).length;
  const excused = task.flag?.excusedReturns ?? 0;
  return excused > 0 && excused >= judged;
}

function rate(part: number, whole: number): number {
  return whole === 0 ? -1 : part / whole;
}

function lastMonths(month: string, n: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(year, monthNumber - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/** The Mondays of the last n weeks, this week's last. */
function lastWeeks(today: string, n: number): string[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  return Array.from({ length: n }, (_, i) => addDays(monday, -7 * (n - 1 - i)));
}
