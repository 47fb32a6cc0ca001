import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { dashboardQueries } from '../queries';

/** The signed-in designer's points, level and what-if (GET /api/os/points/summary). */
export function usePointsSummary() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    ...dashboardQueries.pointsSummary(dataProvider),
    retry: false,
  });
}
