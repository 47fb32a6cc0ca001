import type { DesignTask } from '../../dataProvider/wireTypes';
import { grabBlocker } from '../../src/domain/grabRules';
import { levelRuleOf, mayTakeAnother } from '../../src/domain/levels';
import { cycleDeadlineMs } from '../../src/domain/taskStates';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import { GRAB_MESSAGES, TASK_MESSAGES } from '../messages/taskMessages';
import { coded, type Refusal } from '../http/refusal';
import { fixPrice } from '../money/priceList';
import type { UserRecord } from '../store/state';
import { recordThreadEvent } from './thread';

/**
 * A designer takes a pool order: its 400 refusal (coded when the portal translates it), or undefined once the order is theirs (in
 * design, deadline = now + cycle, price fixed). Used by the grab and by a flag from the preview.
 */
export function grabFor(
  context: FakeApiContext,
  user: UserRecord,
  task: DesignTask,
): Refusal | undefined {
  if (user.mainAccountId) return TASK_MESSAGES.subAccountGrab;
  const blocker = grabBlocker(user, task.dentureType);
  if (blocker) return GRAB_MESSAGES[blocker];
  if (task.status !== '0') return coded('task_taken');
  const held = (context.store.state().designTasks ?? []).filter(
    (other) => other.designerId === user.id && (other.status === '1' || other.status === '6'),
  ).length;
  if (!mayTakeAnother(user.points, held)) {
    const rule = levelRuleOf(user.points);
    return coded('grab_limit', { level: rule.level, max: rule.maxInProgress });
  }
  const now = context.settings.now();
  Object.assign(task, {
    status: '1',
    isGrab: '1',
    designerId: user.id,
    deadline: formatDateTime(cycleDeadlineMs(now, task.designCycle)),
  });
  fixPrice(context.store.state(), task, user);
  task.updateTime = formatDateTime(now);
  recordThreadEvent(context, task, user, 'grab');
  return undefined;
}
