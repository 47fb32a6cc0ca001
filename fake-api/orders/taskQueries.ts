import type { Request } from 'express';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { TAB_STATUSES, holdsTask as holdsTaskFor } from '../../src/domain/taskStates';
import type { WorkbenchTab } from '../../src/domain/taskStates';
import type { FakeState, UserRecord } from '../store/state';

export function tasksOf(state: FakeState): DesignTask[] {
  state.designTasks ??= [];
  return state.designTasks;
}

export function findTask(state: FakeState, id: string): DesignTask | undefined {
  return tasksOf(state).find((task) => task.id === id);
}

/** The main account holds the order; a sub-account works on it once it took it. */
export function holdsTask(user: UserRecord, task: DesignTask): boolean {
  return holdsTaskFor(user.id, task);
}

/** Pool orders are public to designers; others only to whoever holds them, and to staff. */
export function canSeeTask(user: UserRecord, task: DesignTask): boolean {
  if (user.roleAlias !== 'designer') return true;
  return task.status === '0' || holdsTask(user, task) || task.subDesignerId === user.id;
}

export function isWorkbenchTab(value: string): value is WorkbenchTab {
  return value in TAB_STATUSES;
}

/** The orders of a tab (no tab: all of the user's own, as My design sheet lists them). */
export function tabTasks(state: FakeState, user: UserRecord, tab: string): DesignTask[] {
  if (tab === 'grab') return tasksOf(state).filter((task) => task.status === '0');
  const mine = tasksOf(state).filter((task) => holdsTask(user, task));
  return isWorkbenchTab(tab)
    ? mine.filter((task) => TAB_STATUSES[tab].includes(task.status))
    : mine;
}

const LIKE_FIELDS = ['orderNo', 'taskNo', 'patientName', 'productName', 'material', 'customerCode'];
const EQUAL_FIELDS = ['isRework', 'dentureType', 'subDispatchStatus'];

/** BladeX filters: plain key = LIKE, `_equal`, comma lists for status, `_datege` / `_datelt`. */
export function filterTasks(tasks: DesignTask[], req: Request): DesignTask[] {
  const query = (name: string) =>
    typeof req.query[name] === 'string' ? String(req.query[name]) : '';
  const statuses = query('status').split(',').filter(Boolean);
  const from = query('createTime_datege');
  const to = query('createTime_datelt');
  return tasks.filter((task) => {
    const record = task as unknown as Record<string, unknown>;
    for (const field of LIKE_FIELDS) {
      const wanted = query(field) || query(`${field}_like`);
      if (wanted && !String(record[field]).toLowerCase().includes(wanted.toLowerCase())) {
        return false;
      }
    }
    for (const field of EQUAL_FIELDS) {
      const wanted = query(field) || query(`${field}_equal`);
      if (wanted && String(record[field]) !== wanted) return false;
    }
    if (statuses.length > 0 && !statuses.includes(task.status)) return false;
    if (from && task.createTime < from) return false;
    if (to && task.createTime.slice(0, to.length) >= to) return false;
    return true;
  });
}

/** `ascs` / `descs` of one column; newest first by default. */
export function sortTasks(tasks: DesignTask[], req: Request): DesignTask[] {
  const ascs = typeof req.query.ascs === 'string' ? req.query.ascs : '';
  const descs = typeof req.query.descs === 'string' ? req.query.descs : '';
  const field = (ascs || descs || 'createTime').split(',')[0] as keyof DesignTask;
  const direction = ascs ? 1 : -1;
  return [...tasks].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return order * direction || a.id.localeCompare(b.id) * direction;
  });
}
