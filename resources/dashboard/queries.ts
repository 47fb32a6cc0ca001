import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

type Api = PortalDataProvider;

/** The dashboard's react-query keys and fetches side by side (dataProvider/api/dashboard). */
export const dashboardQueries = {
  pointsSummary: (api: Api) =>
    queryOptions({ queryKey: ['pointsSummary'], queryFn: () => api.getPointsSummary() }),
  stats: (api: Api) =>
    queryOptions({ queryKey: ['dashboardStats'], queryFn: () => api.getDashboardStats() }),
  staffQueues: (api: Api) =>
    queryOptions({ queryKey: ['staffQueues'], queryFn: () => api.getStaffQueues() }),
  ticketNews: (api: Api) =>
    queryOptions({ queryKey: ['ticketNews'], queryFn: () => api.refreshTicketCount() }),
  /** Keyed by language: the server answers in the request's language. */
  practiceCases: (api: Api, locale: string) =>
    queryOptions({ queryKey: ['practiceCases', locale], queryFn: () => api.getPracticeCases() }),
};
