/** Money shapes on the wire (docs/CONTRACT.md, "Money"): amounts in yuan, 2 decimals at most. */
import type { DesignerLevel } from '../src/domain/levels';

/** The designer's settlement currency (payment information); each money record carries its own. */
export type SettlementCurrency = 'RMB' | 'USD';

export interface Balance {
  available: number;
  onTheWay: number;
  depositHeld: number;
  minWithdrawal: number;
  monthWithdrawn: number;
  currency: SettlementCurrency;
  bankAccount: string;
  hasPayment: boolean;
}

export interface WithdrawalPreview {
  amount: number;
  tax: number;
  receipt: number;
  monthWithdrawn: number;
  monthTotal: number;
  bankAccount: string;
}

export interface Withdrawal {
  id: string;
  withdrawalNo: string;
  account: string;
  realName: string;
  createTime: string;
  updateTime: string;
  bankAccount: string;
  amount: number;
  tax: number;
  receipt: number;
  currency: SettlementCurrency;
  /** "0" pending review, "1" already paid, "2" approval failed. */
  status: '0' | '1' | '2';
  /** Key of the `withdrawal_refusal` dictionary ('' while none applies). */
  reasonCode: string;
  /** The staff's own words, shown as typed. */
  reason: string;
  paymentReference: string;
  /** Staff only: whom the transfer goes to (the full account number). */
  payee?: WithdrawalPayee;
}

export interface WithdrawalPayee {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  swiftCode: string;
}

export interface Bill {
  id: string;
  name: string;
  account: string;
  settlementTime: string;
  orderCount: number;
  amount: number;
  designReward: number;
  recommenderReward: number;
  deductions: number;
  tax: number;
  depositHeld: number;
  depositReleased: number;
  paidAmount: number;
  unpaidAmount: number;
  currency: SettlementCurrency;
  /** "0" to confirm, "1" confirmed, "2" disputed. */
  status: '0' | '1' | '2';
  ticketId: string;
}

export interface BillDetail {
  bill: Bill;
  orders: {
    orderNo: string;
    productName: string;
    units: number;
    /** "1": failed or returned before it passed; paid all the same (the pay rule). */
    isRework?: '0' | '1';
    designFee: number;
    tax: number;
    net: number;
  }[];
  /** Orders of the month that are not paid, and why. */
  unpaid?: { orderNo: string; productName: string; reason: 'notPassed' | 'voided' }[];
  referrals: { inviteeName: string; orderCount: number; reward: number }[];
}

/** An order still awaiting inspection when a month is asked to close. */
export interface AwaitingQcOrder {
  id: string;
  orderNo: string;
  taskNo: string;
  account: string;
  submitTime: string;
}

/** `closed: false`: orders await inspection; nothing was billed, ask and send `confirm`. */
export interface CloseMonthAnswer {
  month: string;
  closed: boolean;
  bills: number;
  awaitingQc: AwaitingQcOrder[];
}

export interface RankingRow {
  id: string;
  rank: number;
  name: string;
  income: number;
  mine: boolean;
}

export interface Ranking {
  records: RankingRow[];
  month: string;
  mine: { rank: number; income: number; gapToNext: number } | null;
}

/** A cell of the price list (GET /api/os/price/page): per unit, in fen and in yuan. */
export interface UnitPriceRow {
  id: string;
  productName: string;
  level: DesignerLevel;
  unitPriceFen: number;
  unitPrice: number;
  updateTime: string;
  /** The staff account of the last change ("" for a designer's read and for the seed's price). */
  updatedBy: string;
}

/** One change of a price, kept for ever: who, when, old → new (fen). */
export interface UnitPriceChange {
  id: string;
  oldFen: number;
  newFen: number;
  by: string;
  time: string;
}

/** GET /api/os/price/{id}/detail and the answer of a change (staff). */
export interface UnitPriceDetail extends UnitPriceRow {
  history: UnitPriceChange[];
}
