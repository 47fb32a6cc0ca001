import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  awaitsRework,
  nextStatus,
  tabOf,
  TASK_STATUSES,
  TRANSITIONS,
} from './taskStates';
import type { TaskAction } from './taskStates';

describe('task state machine', () => {
  it('walks the QC cycle with rework back to awaiting QC', () => {
    const path: [TaskAction, string][] = [
      ['grab', '1'],
      ['submit', '2'],
      ['fail', '4'],
      ['return', '5'],
      ['rework', '6'],
      ['submit', '2'],
      ['pass', '3'],
    ];
    let status = '0' as Parameters<typeof nextStatus>[1];
    for (const [action, expected] of path) {
      const next = nextStatus(action, status);
      expect(next, `${action} from ${status}`).toBe(expected);
      status = next ?? status;
    }
  });

  it('refuses every move not in the table', () => {
    expect(nextStatus('submit', '0')).toBeUndefined();
    expect(nextStatus('pass', '1')).toBeUndefined();
    expect(nextStatus('grab', '1')).toBeUndefined();
    expect(nextStatus('cancel', '2')).toBeUndefined();
    expect(nextStatus('rework', '4')).toBeUndefined();
    const legal = TASK_STATUSES.flatMap((status) =>
      (Object.keys(TRANSITIONS) as TaskAction[]).filter((a) => nextStatus(a, status)),
    );
    expect(legal).toHaveLength(9);
  });

  it('lists the moves of each actor', () => {
    expect(actionsFor('1', 'designer')).toEqual(['cancel', 'submit']);
    expect(actionsFor('2', 'designer')).toEqual([]);
    expect(actionsFor('2', 'inspector')).toEqual(['pass', 'fail', 'return']);
    expect(actionsFor('4', 'inspector')).toEqual(['return']);
    expect(actionsFor('5', 'designer')).toEqual(['rework']);
  });

  it('puts every status on one workbench tab', () => {
    expect(TASK_STATUSES.map(tabOf)).toEqual([
      'grab',
      'progress',
      'inspection',
      'history',
      'inspection',
      'progress',
      'progress',
    ]);
  });
});

describe('rework notice', () => {
  it('shows only while QC reasons wait for the designer', () => {
    const shown = TASK_STATUSES.filter((status) => awaitsRework(status));
    expect(shown).toEqual(['4', '5', '6']);
    // Passed, and resubmitted (awaiting QC): no "please rework" any more.
    expect(awaitsRework('3')).toBe(false);
    expect(awaitsRework('2')).toBe(false);
  });
});
