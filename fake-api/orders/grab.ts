import type { DesignTask } from '../../dataProvider/wireTypes';
import { grabBlocker } from '../../src/domain/grabRules';
import { levelRuleOf, mayTakeAnother } from '../../src/domain/levels';
import { cycleDeadlineMs } from '../../src/domain/taskStates';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import { inProgressCapMessage } from '../messages/pointsMessages';
import { GRAB_MESSAGES, TASK_MESSAGES } from '../messages/taskMessages';
import { fixPrice } from '../money/priceList';
import type { UserRecord } from '../store/state';
import { recordThreadEvent } from './thread';

/**
 * A designer takes a pool order: its 400 refusal, or undefined once the order is theirs (in
 * design, deadline = now + cycle, price fixed). Used by the grab and by a flag from the preview.
 */
export function grabFor(
  context: FakeApiContext,
  user: UserRecord,
  task: DesignTask,
): string | undefined {
  if (user.mainAccountId) return TASK_MESSAGES.subAccountGrab;
  const blocker = grabBlocker(user, task.dentureType);
  if (blocker) return GRAB_MESSAGES[blocker];
  if (task.status !== '0') return TASK_MESSAGES.taken;
  const held = (context.store.state().designTasks ?? []).filter(
    (other) => other.designerId === user.id && (other.status === '1' || other.status === '6'),
  ).length;
  if (!mayTakeAnother(user.points, held)) return inProgressCapMessage(levelRuleOf(user.points));
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
