import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';

/** The key of the user's detail: a write that changes it invalidates this. */
export const USER_DETAIL_KEY = ['userDetail'] as const;

/** The signed-in user's detail (level, points, contract, certifications): one cached query. */
export function useUserDetail() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: USER_DETAIL_KEY,
    queryFn: () => dataProvider.getUserDetail(),
    retry: false,
  });
}
