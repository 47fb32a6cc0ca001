import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { moneyQueries } from '../queries';

/** GET /api/os/settlement/balance */
export function useBalance() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery(moneyQueries.balance(dataProvider));
}
