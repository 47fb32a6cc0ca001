import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';

/** The signed-in user's detail (level, points, contract, certifications): one cached query. */
export function useUserDetail() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['userDetail'],
    queryFn: () => dataProvider.getUserDetail(),
    retry: false,
  });
}
