import type { QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { WorkbenchTab } from '../../../src/domain/taskStates';
import { ordersQueries } from '../queries';

type Api = Pick<PortalDataProvider, 'getTaskGroups' | 'readTaskGroup'>;

/**
 * Marks a workbench group read, then reads the groups again. A read of the groups still in flight
 * may predate the mark: it is cancelled first, since react-query would otherwise hand the
 * refetch that same stale answer (a first fetch is shared, not restarted) and the dot would stay.
 */
export async function markGroupRead(
  queryClient: QueryClient,
  api: Api,
  tab: WorkbenchTab,
): Promise<void> {
  await api.readTaskGroup(tab);
  const { queryKey } = ordersQueries.taskGroups(api);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
