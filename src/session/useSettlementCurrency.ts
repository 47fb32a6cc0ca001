import type { Currency } from '../domain/format';
import { useUserDetail } from './useUserDetail';

/**
 * The signed-in designer's settlement currency (payment information, SPEC §9): what their own
 * figures that carry no currency of their own are shown in (dashboard, charts, ranking, tax
 * calculator, referral rewards). A record that carries `currency` is shown in that one instead.
 */
export function useSettlementCurrency(): Currency {
  const { data } = useUserDetail();
  return data?.payment.currency ?? 'RMB';
}
