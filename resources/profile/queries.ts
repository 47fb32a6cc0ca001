import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

type Api = PortalDataProvider;

/** The profile screens' react-query keys and fetches side by side (dataProvider/api/profile). */
export const profileQueries = {
  referralSummary: (api: Api) =>
    queryOptions({ queryKey: ['referralSummary'], queryFn: () => api.getReferralSummary() }),
  bankBranches: (api: Api, keyword: string) =>
    queryOptions({
      queryKey: ['bankBranches', keyword],
      queryFn: () => api.searchBankBranches(keyword),
    }),
};
