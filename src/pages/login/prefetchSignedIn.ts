import type { QueryClient } from '@tanstack/react-query';
import type { PortalAuthProvider, PortalDataProvider } from '../../../dataProvider/types';
import { OWN_RECORDS_STALE_MS, USER_DETAIL_KEY } from '../../session/useUserDetail';
import { menuRoutesQuery } from '../../layout/menu/menuRoutesQuery';

interface SignedInCalls {
  queryClient: QueryClient;
  dataProvider: Pick<PortalDataProvider, 'getUserDetail' | 'getMenuRoutes'>;
  authProvider: Pick<PortalAuthProvider, 'getPermissions' | 'getIdentity'>;
  language: string;
}

/**
 * Right after the token is in: the user detail (the welcome page's data), the permissions and the
 * side menu are asked for together, beside the first page's code, not once the layout has mounted
 * (issue 27: sign-in to the first page). The detail and the menu land in the query cache under
 * the keys the layout reads; the permissions in the session store.
 */
export function prefetchSignedIn({
  queryClient,
  dataProvider,
  authProvider,
  language,
}: SignedInCalls): void {
  void queryClient.prefetchQuery({
    queryKey: USER_DETAIL_KEY,
    queryFn: () => dataProvider.getUserDetail(),
    staleTime: OWN_RECORDS_STALE_MS,
    retry: false,
  });
  void authProvider.getPermissions?.({})?.catch(() => undefined);
  // The identity is the stored session's (no request): the menu's key needs its account.
  void Promise.resolve(authProvider.getIdentity?.())
    .then((identity) => {
      const account = String(identity?.account ?? '');
      return queryClient.prefetchQuery(menuRoutesQuery(dataProvider, account, language));
    })
    .catch(() => undefined);
}
