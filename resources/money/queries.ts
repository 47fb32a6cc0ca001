import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

type Api = PortalDataProvider;

/** The money screens' react-query keys and fetches side by side (dataProvider/api/money). */
export const moneyQueries = {
  balance: (api: Api) =>
    queryOptions({ queryKey: ['settlementBalance'], queryFn: () => api.getBalance() }),
  billDetail: (api: Api, billId: string) =>
    queryOptions({ queryKey: ['billDetail', billId], queryFn: () => api.getBillDetail(billId) }),
  ranking: (api: Api) => queryOptions({ queryKey: ['ranking'], queryFn: () => api.getRanking() }),
};

/** react-admin's list and detail queries of a resource start with its name. */
export const moneyResourceKeys = {
  bills: ['bills'],
  withdrawals: ['withdrawals'],
} as const;
