import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import type { AccountChangeKind } from '../store/state';

/**
 * One history row per change of a user's own account (what a careful backend audits: contact,
 * password and payee changes). Updates leave no new record of their own, so this is also how a
 * test counts that a retried update ran once.
 */
export function recordAccountChange(
  context: FakeApiContext,
  userId: string,
  kind: AccountChangeKind,
): void {
  const state = context.store.state();
  state.accountChanges = [
    ...(state.accountChanges ?? []),
    { id: context.newId(), userId, kind, time: formatDateTime(context.settings.now()) },
  ];
}
