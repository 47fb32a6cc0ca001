import { acceptsFiles } from './taskStates';
import type { TaskStatus } from './taskStates';

/**
 * A main account's dispatch of an order it holds (SPEC §4 Sub-account dispatch):
 * undispatched/withdrawn -dispatch-> dispatched (to one sub-account or to the pool)
 * dispatched -withdraw-> withdrawn, as long as no sub-account has taken it.
 */
export type SubDispatchStatus = '0' | '1' | '2';

export interface DispatchState {
  status: TaskStatus;
  subDispatchStatus: SubDispatchStatus;
  /** "" until a sub-account takes the order. */
  subReceiveTime: string;
}

export type DispatchBlocker =
  'not_in_design' | 'already_dispatched' | 'not_dispatched' | 'withdrawn' | 'already_received';

export function dispatchBlocker(task: DispatchState): DispatchBlocker | undefined {
  if (!acceptsFiles(task.status)) return 'not_in_design';
  if (task.subDispatchStatus === '1') return 'already_dispatched';
  return undefined;
}

export function withdrawBlocker(task: DispatchState): DispatchBlocker | undefined {
  if (task.subDispatchStatus !== '1') return 'not_dispatched';
  if (task.subReceiveTime) return 'already_received';
  return undefined;
}

/**
 * A sub-account may take an order dispatched to it (or to the pool) that nobody took yet; one
 * its main account took back says so (issue 39: it said "not dispatched").
 */
export function receiveBlocker(task: DispatchState): DispatchBlocker | undefined {
  if (task.subDispatchStatus === '2') return 'withdrawn';
  if (task.subDispatchStatus !== '1') return 'not_dispatched';
  if (task.subReceiveTime) return 'already_received';
  return undefined;
}
