import { parseYuan } from '../../src/domain/money';
import type { HttpClient } from '../client/httpClient';
import type {
  Balance,
  BillDetail,
  CloseMonthAnswer,
  Ranking,
  Withdrawal,
  WithdrawalPreview,
} from '../moneyWireTypes';

/** The money calls beyond react-admin's lists (docs/CONTRACT.md, "Money"). */
export interface MoneyApi {
  getBalance(): Promise<Balance>;
  previewWithdrawal(amount: string): Promise<WithdrawalPreview>;
  /** The key makes a repeated submit (double click, retry after a timeout) answer the first one. */
  submitWithdrawal(amount: string, idempotencyKey: string): Promise<Withdrawal>;
  /** Staff. The key makes a retry of the same decision answer it instead of being refused. */
  approveWithdrawal(id: string, paymentReference: string, decisionKey: string): Promise<Withdrawal>;
  rejectWithdrawal(
    id: string,
    reason: string,
    decisionKey: string,
    reasonCode?: string,
  ): Promise<Withdrawal>;
  getBillDetail(id: string): Promise<BillDetail>;
  confirmBill(id: string): Promise<unknown>;
  disputeBill(id: string, reason: string, orderNos: string[]): Promise<{ ticketId: string }>;
  /** `confirm`: close although orders of the month still await inspection. */
  closeMonth(month: string, confirm?: boolean): Promise<CloseMonthAnswer>;
  getRanking(month?: string): Promise<Ranking>;
}

export function createMoneyApi(apiUrl: string, httpClient: HttpClient): MoneyApi {
  const os = (path: string) => `${apiUrl}/api/os${path}`;
  const one = (kind: string, id: string, action: string) =>
    os(`/${kind}/${encodeURIComponent(id)}/${action}`);
  return {
    getBalance: () => httpClient<Balance>(os('/settlement/balance')),
    previewWithdrawal: (amount) =>
      httpClient<WithdrawalPreview>(os('/withdrawal/preview'), { query: { amount } }),
    submitWithdrawal: (amount, idempotencyKey) =>
      httpClient<Withdrawal>(os('/withdrawal/submit'), {
        method: 'POST',
        // The wire takes a JSON integer of fen (docs/api/openapi.yaml); the form's text is yuan.
        body: { amountFen: parseYuan(amount) ?? null },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    approveWithdrawal: (id, paymentReference, decisionKey) =>
      httpClient<Withdrawal>(one('withdrawal', id, 'approve'), {
        method: 'POST',
        body: { paymentReference },
        headers: { 'Idempotency-Key': decisionKey },
      }),
    rejectWithdrawal: (id, reason, decisionKey, reasonCode = '') =>
      httpClient<Withdrawal>(one('withdrawal', id, 'reject'), {
        method: 'POST',
        body: { reasonCode, reason },
        headers: { 'Idempotency-Key': decisionKey },
      }),
    getBillDetail: (id) => httpClient<BillDetail>(one('bill', id, 'detail')),
    confirmBill: (id) => httpClient(one('bill', id, 'confirm'), { method: 'POST' }),
    disputeBill: (id, reason, orderNos) =>
      httpClient<{ ticketId: string }>(one('bill', id, 'dispute'), {
        method: 'POST',
        body: { reason, orderNos },
      }),
    closeMonth: (month, confirm = false) =>
      httpClient<CloseMonthAnswer>(os('/bill/close'), {
        method: 'POST',
        body: { month, confirm },
      }),
    getRanking: (month) => httpClient<Ranking>(os('/ranking/page'), { query: { month, size: 50 } }),
  };
}
