import type { StaffQueue, StaffQueueName } from '../../dataProvider/dashboardWireTypes';
import { parseDateTime } from '../http/format';
import type { FakeState } from '../store/state';
import { ADMIN_ROLES, hasRole } from '../../src/domain/roles';

/**
 * What waits for staff in each queue: the times its items entered the queue. Registrations
 * await the administrator alone (the one who approves them), from the time they were sent.
 */
function waitingSince(
  state: FakeState,
  roleName: string,
): Partial<Record<StaffQueueName, string[]>> {
  const registrations = hasRole(roleName, ADMIN_ROLES) && {
    registrations: state.users
      .filter((user) => user.roleAlias === 'designer' && user.status === '0')
      .map((user) => user.createTime),
  };
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
    ...registrations,
  };
}

/** The staff desk: each queue's count and the oldest item's time and age in minutes. */
export function staffQueues(state: FakeState, now: number, roleName: string): StaffQueue[] {
  return Object.entries(waitingSince(state, roleName)).map(([name, times]) => {
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
