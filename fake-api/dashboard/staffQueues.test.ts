import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../http/format';
import { createSeedState } from '../seed';
import { staffQueues } from './staffQueues';

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('the staff desk queues', () => {
  it('counts what waits in each queue and how long the oldest has waited', () => {
    const state = createSeedState(NOW);
    const queues = staffQueues(state, NOW);
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
    expect(staffQueues(state, NOW).find((queue) => queue.name === 'withdrawals')).toEqual({
      name: 'withdrawals',
      count: 0,
      oldestTime: '',
      oldestAgeMinutes: 0,
    });
  });
});
