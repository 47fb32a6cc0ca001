import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';

/** The key of the user's detail: a write that changes it invalidates this. */
export const USER_DETAIL_KEY = ['userDetail'] as const;

/**
 * How long a read of the user's own records (detail, sub-accounts) serves the screens that mount
 * after it: the workbench's cards mount a second after its tabs and read the same detail, which
 * react-query fetched again, a request and a render more on every page (issue 27). Writes that
 * change them invalidate the key at once.
 */
export const OWN_RECORDS_STALE_MS = 10_000;

/** The signed-in user's detail (level, points, contract, certifications): one cached query. */
export function useUserDetail() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: USER_DETAIL_KEY,
    queryFn: () => dataProvider.getUserDetail(),
    staleTime: OWN_RECORDS_STALE_MS,
    retry: false,
  });
}
