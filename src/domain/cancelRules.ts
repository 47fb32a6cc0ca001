import { canTake } from './taskStates';
import type { TaskStatus } from './taskStates';
import type { SubDispatchStatus } from './subDispatch';

/**
 * Returning an order to the grab pool (SPEC §4 "in the design -cancel-> pool", the designer's
 * 退回): one rule for the portal's buttons and the fake API's POST /os/designTask/my/cancel.
 */
export type CancelBlocker = 'not_holder' | 'not_in_design' | 'dispatched';

export interface CancellableTask {
  status: TaskStatus;
  /** The main account holding the order. */
  designerId: string;
  subDispatchStatus: SubDispatchStatus;
}

/**
 * Why `userId` may not return the order, or undefined when they may: only the main account that
 * holds it, while it is in the design, and not while it is dispatched to a sub-account (the
 * dispatch is withdrawn first).
 */
export function cancelBlocker(
  userId: string | undefined,
  task: CancellableTask,
): CancelBlocker | undefined {
  if (userId === undefined || userId === '' || task.designerId !== userId) return 'not_holder';
  if (!canTake('cancel', task.status)) return 'not_in_design';
  if (task.subDispatchStatus === '1') return 'dispatched';
  return undefined;
}

export function mayCancel(userId: string | undefined, task: CancellableTask): boolean {
  return cancelBlocker(userId, task) === undefined;
}
