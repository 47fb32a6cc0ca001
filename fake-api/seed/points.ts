import type { DesignTask } from '../../dataProvider/wireTypes';
import { addDays } from '../../src/domain/points';
import { recomputePoints } from '../dashboard/pointsBook';
import type { FakeState, PointsEventRecord, UserRecord } from '../store/state';
import type { SeedContext } from './context';

/** Where `designer` stands: level B, 3 points below A, 5 days into a run (so 2 more reach A). */
const DESIGNER_POINTS = 87;
const CURRENT_RUN_DAYS = 5;

/**
 * The events behind `designer`'s ledger: one of each kind (a full run of 15 days two months
 * back, ten self-refunds last month, a rework for each reworked order, an adjustment) and the
 * current run; every other user's points stay as seeded, carried as their opening balance.
 */
export function createPointsEvents(
  context: SeedContext,
  users: UserRecord[],
  tasks: DesignTask[],
): PointsEventRecord[] {
  const designer = users.find((user) => user.account === 'designer');
  const operator = users.find((user) => user.account === 'operator');
  if (!designer || !operator) return [];
  const today = context.format(context.now).slice(0, 10);
  const monthStart = (monthsBack: number) => {
    const [year, month] = today.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
    return date.toISOString().slice(0, 10);
  };
  const event = (
    kind: PointsEventRecord['kind'],
    date: string,
    extra: Partial<PointsEventRecord> = {},
  ): PointsEventRecord => ({
    id: context.nextId(),
    userId: designer.id,
    kind,
    date,
    taskId: '',
    amount: 0,
    reason: '',
    operatorId: '',
    createTime: `${date} 18:00:00`,
    ...extra,
  });
  const days = (first: string, n: number) => Array.from({ length: n }, (_, i) => addDays(first, i));
  const reworked = tasks.filter((task) => task.designerId === designer.id && task.isRework === '1');
  return [
    ...days(addDays(monthStart(2), 2), 15).map((date) => event('onTime', date)),
    ...days(addDays(monthStart(1), 2), 10).map((date, i) =>
      event('selfRefund', date, { taskId: `returned-${i + 1}` }),
    ),
    ...reworked.map((task, i) => event('rework', addDays(today, -(12 + i)), { taskId: task.id })),
    event('adjustment', addDays(monthStart(1), 20), {
      amount: 3,
      reason: '复杂种植病例设计质量突出',
      operatorId: operator.id,
    }),
    ...days(addDays(today, -CURRENT_RUN_DAYS), CURRENT_RUN_DAYS).map((date) =>
      event('onTime', date),
    ),
  ];
}

/** Opening balances so that each user's points are what the seed says, the ledger included. */
export function settleSeedPoints(
  state: FakeState,
  users: readonly UserRecord[] = state.users,
): void {
  for (const user of users) {
    const target = user.account === 'designer' ? DESIGNER_POINTS : user.points;
    user.pointsOpening = 0;
    recomputePoints(state, user);
    user.pointsOpening = target - user.points;
    recomputePoints(state, user);
  }
}
