import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { SubUser } from '../../../dataProvider/wireTypes';
import { useUserDetail } from '../../../src/session/useUserDetail';
import { grabBlocker } from '../../../src/domain/grabRules';
import { ordersQueries } from '../queries';

/**
 * What the order screens need to know about the user: may they grab (and if not, why), are they
 * a main account (with its sub-accounts) or a sub-account.
 */
export function useDesignerProfile() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const detail = useUserDetail();
  const subUsers = useQuery({
    ...ordersQueries.subUsers(dataProvider),
    retry: false,
  });
  const user = detail.data;
  const isPending = detail.isPending;
  const subAccounts = subUsers.data;
  // One object while the answers stay the same: the workbench shares it with every card.
  return useMemo(
    () => ({
      user,
      isPending,
      blocker: user ? grabBlocker(user) : undefined,
      blockerFor: (dentureType: string) => (user ? grabBlocker(user, dentureType) : undefined),
      subUsers: subAccounts ?? NO_SUB_USERS,
      isMainAccount: (subAccounts?.length ?? 0) > 0,
      isSubAccount: Boolean(user?.mainAccountId),
    }),
    [user, isPending, subAccounts],
  );
}

const NO_SUB_USERS: SubUser[] = [];
