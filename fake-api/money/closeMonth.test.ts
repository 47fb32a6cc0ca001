import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { createSeedState } from '../seed';
import type { FakeState } from '../store/state';
import { billMonthOf, monthCloses } from './billMonth';
import { awaitingQcIn, closeMonthFor } from './closeMonth';
import { changePrice, priceListOf } from './priceList';

// 10:00 China time on 2 December 2026: the seed billed the four months before, August to November.
const NOW = Date.parse('2026-12-02T02:00:00Z');

function stateWith(tasks: Partial<DesignTask>[]): { state: FakeState; userId: string } {
  const state = createSeedState(NOW);
  const designer = state.users.find((user) => user.account === 'newbie1');
  if (!designer) throw new Error('seed has no newbie1');
  const template = (state.designTasks ?? [])[0];
  state.designTasks = tasks.map((task, index) => ({
    ...template,
    id: `t${index}`,
    orderNo: `ORD${index}`,
    designerId: designer.id,
    productName: '全冠',
    fullCrownCount: 2,
    innerCrownCount: 0,
    unitPriceFen: 1500,
    priceLevel: 'C',
    isRework: '0',
    status: '3',
    qcInspection: undefined,
    ...task,
  }));
  return { state, userId: designer.id };
}

const close = (state: FakeState, userId: string, month: string) =>
  closeMonthFor(state, userId, month, { id: 'b', settlementTime: '' });

describe('the pay rule', () => {
  it('pays every passed order once at its price, rework or not', () => {
    const { state, userId } = stateWith([
      { updateTime: '2026-11-10 10:00:00' },
      { updateTime: '2026-11-20 10:00:00', isRework: '1' },
      { updateTime: '2026-11-21 10:00:00', status: '5', isRework: '1' },
    ]);
    const bill = close(state, userId, '2026-11');
    expect(bill?.lines).toEqual([
      { orderNo: 'ORD0', productName: '全冠', units: 2, designFeeFen: 3000, isRework: '0' },
      { orderNo: 'ORD1', productName: '全冠', units: 2, designFeeFen: 3000, isRework: '1' },
    ]);
    expect(bill?.designRewardFen).toBe(6000);
    // Once: an order already on a bill is not paid again by a later close.
    state.bills = [...(state.bills ?? []), ...(bill ? [bill] : [])];
    expect(close(state, userId, '2026-12')?.lines).toEqual([]);
  });

  it('pays the price fixed at the grab, whatever the list says by the close', () => {
    const { state, userId } = stateWith([{ updateTime: '2026-11-10 10:00:00' }]);
    for (const entry of priceListOf(state).filter((e) => e.productName === '全冠')) {
      changePrice(state, entry, { newFen: 9900, by: 'operator', time: '', id: entry.id });
    }
    expect(close(state, userId, '2026-11')?.lines[0]).toMatchObject({ designFeeFen: 3000 });
    // An order held before prices were fixed pays the list at its holder's level now.
    const [task] = state.designTasks ?? [];
    delete task.unitPriceFen;
    delete task.priceLevel;
    expect(close(state, userId, '2026-11')?.lines[0]).toMatchObject({ designFeeFen: 19800 });
  });

  it('lists a voided order unpaid, with why', () => {
    const { state, userId } = stateWith([{ updateTime: '2026-11-10 10:00:00' }]);
    state.voidedTaskIds = ['t0'];
    const bill = close(state, userId, '2026-11');
    expect(bill?.lines).toEqual([]);
    expect(bill?.unpaid).toEqual([{ orderNo: 'ORD0', productName: '全冠', reason: 'voided' }]);
  });
});

describe('the month rule', () => {
  it('puts an order passed after its month was closed on the next open bill', () => {
    const { state, userId } = stateWith([
      // Passed on 30 November, before November closed: November's.
      { updateTime: '2026-11-30 20:00:00' },
      // Passed on 30 November after November was closed (a clock the close could not see).
      {
        updateTime: '2026-12-01 09:00:00',
        qcInspection: {
          action: 'pass',
          status: '3',
          reasons: [],
          inspector: 'support',
          time: '2026-11-30 23:30:00',
          version: 1,
        },
      },
    ]);
    state.monthCloses = [{ month: '2026-11', time: '2026-11-30 23:00:00', by: 'operator' }];
    const closes = monthCloses(state);
    const [before, after] = state.designTasks ?? [];
    expect(billMonthOf(before, closes)).toBe('2026-11');
    expect(billMonthOf(after, closes)).toBe('2026-12');
    expect(close(state, userId, '2026-12')?.lines.map((line) => line.orderNo)).toEqual(['ORD1']);
  });

  it('counts the seed’s bills as closed months, closed when they were settled', () => {
    const state = createSeedState(NOW);
    const closes = monthCloses(state);
    expect([...closes.keys()].sort()).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(closes.get('2026-11')).toBe('2026-12-01 02:00:00');
  });

  it('finds the orders of a month still awaiting inspection', () => {
    const { state } = stateWith([
      { status: '2', updateTime: '2026-11-29 10:00:00' },
      { status: '2', updateTime: '2026-12-01 10:00:00' },
      { status: '3', updateTime: '2026-11-29 10:00:00' },
    ]);
    expect(awaitingQcIn(state, '2026-11').map((task) => task.orderNo)).toEqual(['ORD0']);
  });
});
