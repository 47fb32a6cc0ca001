import type { DesignTask } from '../../dataProvider/wireTypes';
import { FILE_STATES } from '../../src/domain/taskStates';
import type { TaskStatus } from '../../src/domain/taskStates';
import type { FakeState } from '../store/state';
import { findTask, holdsTask } from './taskQueries';

/** The task `id` if `userId` works on it: the orders' own rule (designer, or the sub-account that took it). */
export function findTaskForUser(
  state: FakeState,
  id: string,
  userId: string,
): DesignTask | undefined {
  const task = findTask(state, id);
  const user = state.users.find((candidate) => candidate.id === userId);
  return task && user && holdsTask(user, task) ? task : undefined;
}

export function taskExists(state: FakeState, id: string): boolean {
  return findTask(state, id) !== undefined;
}

/** States in which files may be added or removed (the orders' one rule). */
export const UPLOAD_STATES: readonly TaskStatus[] = FILE_STATES;
