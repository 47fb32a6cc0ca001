import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';
import { OWN_RECORDS_STALE_MS } from '../../src/session/useUserDetail';

type Api = PortalDataProvider;

/**
 * The orders' react-query keys and fetches side by side (dataProvider/api/orders): a key is
 * written once, so a fetch and the invalidation after a write cannot drift apart.
 */
export const ordersQueries = {
  taskGroups: (api: Pick<Api, 'getTaskGroups'>) =>
    queryOptions({ queryKey: ['taskGroups'], queryFn: () => api.getTaskGroups() }),
  subUsers: (api: Api) =>
    queryOptions({
      queryKey: ['subUsers'],
      queryFn: () => api.getSubUsers(),
      staleTime: OWN_RECORDS_STALE_MS,
    }),
  caseFiles: (api: Api, taskId: string) =>
    queryOptions({ queryKey: ['caseFiles', taskId], queryFn: () => api.getCaseFiles(taskId) }),
  uploadedFiles: (api: Api, taskId: string) =>
    queryOptions({
      queryKey: ['uploadedFiles', taskId],
      queryFn: () => api.getUploadedFiles(taskId),
    }),
  cadHistory: (api: Api, taskId: string) =>
    queryOptions({ queryKey: ['cadHistory', taskId], queryFn: () => api.getCadHistory(taskId) }),
  specialRequests: (api: Api, taskId: string) =>
    queryOptions({
      queryKey: ['specialRequests', taskId],
      queryFn: () => api.getSpecialRequests(taskId),
    }),
  specialRequestFiles: (api: Api, requestId: string) =>
    queryOptions({
      queryKey: ['specialRequestFiles', requestId],
      queryFn: () => api.getSpecialRequestFiles(requestId),
    }),
  /** Staff: the case flags waiting for an answer. */
  openFlags: (api: Api) =>
    queryOptions({ queryKey: ['openFlags'], queryFn: () => api.getOpenFlags() }),
};
