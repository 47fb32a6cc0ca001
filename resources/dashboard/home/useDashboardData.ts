import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { dashboardQueries } from '../queries';

/** The dashboard's own figures (GET /api/os/dashboard/stats). */
export function useDashboardStats() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    ...dashboardQueries.stats(dataProvider),
    retry: false,
  });
}

/** Unread work-order replies (refreshCount without `times` counts them all). */
export function useTicketNews() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    ...dashboardQueries.ticketNews(dataProvider),
    retry: false,
  });
}
