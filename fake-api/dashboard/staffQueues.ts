import type { StaffQueue, StaffQueueName } from '../../dataProvider/dashboardWireTypes';
import { parseDateTime } from '../http/format';
import type { FakeState } from '../store/state';

/** What waits for staff in each queue: the times its items entered the queue. */
function waitingSince(state: FakeState): Record<StaffQueueName, string[]> {
  return {
    qc: (state.designTasks ?? []).filter((t) => t.status === '2').map((t) => t.updateTime),
    certifications: (state.certificationAttempts ?? [])
      .filter((attempt) => attempt.status === '0')
      .map((attempt) => attempt.submitTime),
    contracts: (state.contracts ?? []).filter((c) => c.status === '1').map((c) => c.submitTime),
    withdrawals: (state.withdrawals ?? []).filter((w) => w.status === '0').map((w) => w.createTime),
    tickets: (state.tickets ?? [])
      .filter((ticket) => ticket.status === '0' || ticket.status === '1')
      .map((ticket) => ticket.createTime),
  };
}

/** The staff desk: each queue's count and the oldest item's time and age in minutes. */
export function staffQueues(state: FakeState, now: number): StaffQueue[] {
  return Object.entries(waitingSince(state)).map(([name, times]) => {
    const oldest = times.filter(Boolean).sort()[0] ?? '';
    return {
      name: name as StaffQueueName,
      count: times.length,
      oldestTime: oldest,
      oldestAgeMinutes: oldest
        ? Math.max(0, Math.floor((now - parseDateTime(oldest)) / 60_000))
        : 0,
    };
  });
}
