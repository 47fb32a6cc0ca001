import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../http/format';
import { createSeedState } from '../seed';
import { staffQueues } from './staffQueues';

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('the staff desk queues', () => {
  it('counts what waits in each queue and how long the oldest has waited', () => {
    const state = createSeedState(NOW);
    const queues = staffQueues(state, NOW, 'customer_service');
    expect(queues.map((queue) => queue.name)).toEqual([
      'qc',
      'certifications',
      'contracts',
      'withdrawals',
      'tickets',
    ]);
    const qc = queues[0];
    const waiting = (state.designTasks ?? []).filter((task) => task.status === '2');
    expect(qc.count).toBe(waiting.length);
    expect(qc.count).toBeGreaterThan(0);
    const oldest = Math.min(...waiting.map((task) => parseDateTime(task.updateTime)));
    expect(qc.oldestAgeMinutes).toBe(Math.floor((NOW - oldest) / 60_000));
    const withdrawals = queues.find((queue) => queue.name === 'withdrawals');
    expect(withdrawals?.count).toBe(
      (state.withdrawals ?? []).filter((w) => w.status === '0').length,
    );
  });

  it('says an empty queue has nothing waiting', () => {
    const state = { ...createSeedState(NOW), withdrawals: [] };
    expect(
      staffQueues(state, NOW, 'administrator').find((queue) => queue.name === 'withdrawals'),
    ).toEqual({
      name: 'withdrawals',
      count: 0,
      oldestTime: '',
      oldestAgeMinutes: 0,
    });
  });

  it('shows the administrator the registrations waiting for approval (issue 39), and not support', () => {
    const state = createSeedState(NOW);
    const pending = state.users.filter(
      (user) => user.roleAlias === 'designer' && user.status === '0',
    );
    expect(pending.length).toBeGreaterThan(0);
    const registrations = staffQueues(state, NOW, 'administrator').find(
      (queue) => queue.name === 'registrations',
    );
    expect(registrations?.count).toBe(pending.length);
    const oldest = pending.map((user) => user.createTime).sort()[0];
    expect(registrations?.oldestTime).toBe(oldest);
    const support = staffQueues(state, NOW, 'customer_service').map((queue) => queue.name);
    expect(support).not.toContain('registrations');
  });
});
