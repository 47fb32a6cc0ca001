import type { DesignTask } from '../dataProvider/wireTypes';
import type { FakeState } from './state';

/**
 * The task `id` if `userId` works on it (as its designer or the sub-account it was dispatched to).
 * The one place the upload routes read tasks: the orders work may re-point it.
 */
export function findTaskForUser(
  state: FakeState,
  id: string,
  userId: string,
): DesignTask | undefined {
  const task = state.tasks?.find((candidate) => candidate.id === id);
  if (!task) return undefined;
  return task.designerId === userId || task.subDesignerId === userId ? task : undefined;
}

export function taskExists(state: FakeState, id: string): boolean {
  return state.tasks?.some((task) => task.id === id) ?? false;
}

/** States in which files may be added or removed: "1" in the design, "6" rework. */
export const UPLOAD_STATES: readonly DesignTask['status'][] = ['1', '6'];
