import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { tabOf } from '../../../src/domain/taskStates';
import { isFlagOpen } from '../../../src/domain/caseFlag';
import { DeadlineCountdown } from './DeadlineCountdown';

/**
 * The order's deadline as its state needs it: the cycle (a duration, under its own label, see
 * `deadlineLabelKey`) in the pool, a live countdown and the date-time while the design clock runs
 * (in progress, quality return, rework), the date once handed in: a submitted order is not overdue.
 */
export function TaskDeadline({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { serverDateTime } = useFormatters();
  if (task.status === '0') {
    return <span>{translate('app.orders.deadline.cycle', { hours: task.designCycle })}</span>;
  }
  if (tabOf(task.status) !== 'progress') {
    return <span data-testid="deadline-date">{serverDateTime(task.deadline)}</span>;
  }
  return (
    <>
      <DeadlineCountdown
        deadline={task.deadline}
        pausedAt={isFlagOpen(task.flag) ? task.flag.flaggedAt : undefined}
      />
      {task.deadline && (
        <span data-testid="deadline-date">{` · ${serverDateTime(task.deadline)}`}</span>
      )}
    </>
  );
}

/** A pool order has no deadline yet, only its cycle: its line is labelled as a duration. */
export function deadlineLabelKey(task: Pick<DesignTask, 'status'>): string {
  return task.status === '0' ? 'app.orders.deadline.cycle_label' : 'app.orders.deadline.label';
}
