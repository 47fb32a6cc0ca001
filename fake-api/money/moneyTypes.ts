/** Money records of the fake API: amounts in integer fen (the wire shows yuan). */
import type { Bill, SettlementCurrency, Withdrawal } from '../../dataProvider/moneyWireTypes';

type WithdrawalStatus = Withdrawal['status'];
type BillStatus = Bill['status'];

export interface WithdrawalRecord {
  id: string;
  userId: string;
  withdrawalNo: string;
  /** `yyyy-MM`: the month whose tax this withdrawal shares. */
  month: string;
  accountNumber: string;
  amountFen: number;
  taxFen: number;
  currency: SettlementCurrency;
  /** "0" pending review, "1" already paid, "2" approval failed. */
  status: WithdrawalStatus;
  /** Key of `withdrawal_refusal` once refused ('' otherwise); `reason`: the staff's own words. */
  reasonCode: string;
  reason: string;
  paymentReference: string;
  /** The client's Idempotency-Key: a repeated submit answers the first withdrawal. */
  requestKey: string;
  /** The Idempotency-Key of the staff decision (approve or reject) that settled it. */
  decisionKey?: string;
  createTime: string;
  updateTime: string;
}

export interface BillLineRecord {
  orderNo: string;
  productName: string;
  units: number;
  designFeeFen: number;
  /** "1": the order was failed or returned before it passed; paid all the same. */
  isRework?: '0' | '1';
}

/** An order of the bill's month that is not paid, and why (`voided`: staff voided it). */
export interface UnpaidLineRecord {
  orderNo: string;
  productName: string;
  reason: 'notPassed' | 'voided';
}

/** When a month was closed (`time`: server time). */
export interface MonthCloseRecord {
  month: string;
  time: string;
  /** The administrator's account. */
  by: string;
}

export interface ReferralLineRecord {
  inviteeName: string;
  orderCount: number;
  rewardFen: number;
}

export interface BillRecord {
  id: string;
  userId: string;
  /** `yyyy-MM` */
  name: string;
  settlementTime: string;
  lines: BillLineRecord[];
  /** Absent on bills closed before unpaid orders were listed. */
  unpaid?: UnpaidLineRecord[];
  referrals: ReferralLineRecord[];
  designRewardFen: number;
  recommenderRewardFen: number;
  deductionFen: number;
  amountFen: number;
  taxFen: number;
  depositHeldFen: number;
  depositReleasedFen: number;
  payableFen: number;
  currency: SettlementCurrency;
  /** "0" to confirm, "1" confirmed, "2" disputed. */
  status: BillStatus;
  ticketId: string;
}

/** Server settings of the money side (seeded). */
export interface MoneySettings {
  minWithdrawalFen: number;
  /** Design fee per unit of a product the price list has no price for. */
  defaultUnitFen: number;
}

/** A cell of the price list the operator keeps (fen per unit, by product and designer level). */
export interface PriceEntryRecord {
  id: string;
  productName: string;
  level: 'A' | 'B' | 'C' | 'D';
  unitPriceFen: number;
  updateTime: string;
  /** The staff account of the last change; "" for the seed's price. */
  updatedBy: string;
}

/** A change of a price, never overwritten nor removed. */
export interface PriceChangeRecord {
  id: string;
  entryId: string;
  oldFen: number;
  newFen: number;
  /** The staff account. */
  by: string;
  time: string;
}
