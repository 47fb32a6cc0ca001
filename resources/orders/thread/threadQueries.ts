import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../../dataProvider/types';

/** An order's thread: its react-query key beside its fetch. */
export const threadQuery = (api: Pick<PortalDataProvider, 'getThread'>, taskId: string) =>
  queryOptions({ queryKey: ['orderThread', taskId], queryFn: () => api.getThread(taskId) });
