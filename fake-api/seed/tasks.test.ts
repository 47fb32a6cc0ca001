import { MEASURE_TASK_IDS } from './measurer';
import { describe, expect, it } from 'vitest';
import { createSeedState } from './index';

describe('seeded orders', () => {
  const state = createSeedState(Date.parse('2026-11-23T08:00:00Z'));
  const idOf = (account: string) => state.users.find((user) => user.account === account)?.id;
  const tasks = state.designTasks ?? [];

  it('gives designer an order in every state and leaves several in the grab pool', () => {
    const mine = tasks.filter((task) => task.designerId === idOf('designer'));
    expect(new Set(mine.map((task) => task.status))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6']),
    );
    expect(tasks.filter((task) => task.status === '0').length).toBeGreaterThanOrEqual(5);
    for (const task of mine.filter((item) => item.status !== '1')) {
      expect(
        state.taskFiles?.some((file) => file.taskId === task.id && file.fileType === 'cad'),
      ).toBe(true);
    }
  });

  it('gives mainacct orders in each dispatch state, and every order its case files', () => {
    const main = tasks.filter((task) => task.designerId === idOf('mainacct'));
    expect(main.map((task) => task.subDispatchStatus)).toEqual(expect.arrayContaining(['0', '1']));
    expect(main.some((task) => task.subDesignerId === idOf('subacct1'))).toBe(true);
    expect(main.some((task) => task.subDispatchStatus === '1' && !task.subDesignerId)).toBe(true);
    const demoCase: string[] = Object.values(MEASURE_TASK_IDS);
    for (const task of tasks.filter((item) => !demoCase.includes(item.id))) {
      const links = (state.caseFiles ?? []).filter((file) => file.taskId === task.id);
      expect(links.map((file) => file.link)).toContain('/oss/demo/upper-jaw.stl');
    }
    // The design checks' demo crowns carry the scans the checks read, each by its role.
    for (const id of [MEASURE_TASK_IDS.crown, MEASURE_TASK_IDS.thickWalls]) {
      const roles = (state.caseFiles ?? []).filter((file) => file.taskId === id);
      expect(roles.map((file) => file.checkRole).sort()).toEqual([
        'antagonist',
        'neighbours',
        'prep',
      ]);
    }
    expect(state.deductions?.filter((item) => item.userId === idOf('designer'))).toHaveLength(12);
  });
});
