import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';

export const BALANCE_KEY = ['settlementBalance'] as const;

/** GET /api/os/settlement/balance */
export function useBalance() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: BALANCE_KEY, queryFn: () => dataProvider.getBalance() });
}
