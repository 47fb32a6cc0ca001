import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import type { NotificationType } from '../../src/domain/notifications';
import type { FakeState } from '../store/state';
import type { SeedContext } from './context';

interface SeededEvent {
  type: NotificationType;
  ref: string;
  params: Record<string, string>;
  hoursAgo: number;
  read: boolean;
}

/**
 * A few events of `designer`'s recent history, on records the seed holds: the last bill and
 * paid withdrawal and a passed order (read), an order failed and one returned (unread). It
 * draws no random numbers, so it changes none of the generators' output.
 */
export function createNotifications(context: SeedContext, state: FakeState): NotificationEvent[] {
  const designer = state.users.find((user) => user.account === 'designer');
  if (!designer) return [];
  const tasks = (state.designTasks ?? []).filter((task) => task.designerId === designer.id);
  const task = (status: string) => tasks.filter((t) => t.status === status).at(-1);
  const bill = (state.bills ?? []).filter((b) => b.userId === designer.id).at(-1);
  const paid = (state.withdrawals ?? []).find((w) => w.userId === designer.id && w.status === '1');
  const order = (type: NotificationType, status: string, hoursAgo: number, read: boolean) => {
    const found = task(status);
    return found
      ? [{ type, ref: found.id, params: { orderNo: found.orderNo }, hoursAgo, read }]
      : [];
  };
  const events: SeededEvent[] = [
    ...(bill
      ? [
          {
            type: 'billClosed' as const,
            ref: bill.name,
            params: { month: bill.name },
            hoursAgo: 72,
            read: true,
          },
        ]
      : []),
    ...(paid
      ? [
          {
            type: 'withdrawalPaid' as const,
            ref: paid.id,
            params: { withdrawalNo: paid.withdrawalNo, amountFen: String(paid.amountFen) },
            hoursAgo: 48,
            read: true,
          },
        ]
      : []),
    ...order('qcPass', '3', 30, true),
    ...order('qcFail', '4', 6, false),
    ...order('qcReturn', '5', 2, false),
  ];
  return events.map(({ hoursAgo, ...event }) => {
    const at = context.hoursFromNow(-hoursAgo);
    return {
      id: context.nextId(at),
      userId: designer.id,
      ...event,
      createTime: context.format(at),
    };
  });
}
