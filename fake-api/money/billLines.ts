import { closeMonthFigures, computeTax } from '../../src/domain/money';
import type { Earning } from '../../src/domain/pricing';
import type { BillLineRecord, BillRecord, ReferralLineRecord } from './moneyTypes';

/** The bill line of an order: exactly its earning (units × its fixed price). */
export function billLine(
  order: { orderNo: string; productName: string; isRework?: '0' | '1' },
  earning: Earning,
): BillLineRecord {
  return {
    orderNo: order.orderNo,
    productName: order.productName,
    units: earning.units,
    designFeeFen: earning.totalFen,
    ...(order.isRework && { isRework: order.isRework }),
  };
}

export type BillMoney = Pick<
  BillRecord,
  | 'designRewardFen'
  | 'recommenderRewardFen'
  | 'deductionFen'
  | 'amountFen'
  | 'taxFen'
  | 'depositHeldFen'
  | 'depositReleasedFen'
  | 'payableFen'
>;

/**
 * The money fields of a month's bill from its lines, referrals and deductions (the month close
 * and the seed's past bills both make them here): the deposit is held from the first bill.
 */
export function billMoney(input: {
  lines: readonly BillLineRecord[];
  referrals: readonly ReferralLineRecord[];
  deductionFen: number;
  depositHeldBeforeFen: number;
  firstBill: boolean;
}): BillMoney {
  const designRewardFen = input.lines.reduce((sum, line) => sum + line.designFeeFen, 0);
  const recommenderRewardFen = input.referrals.reduce((sum, line) => sum + line.rewardFen, 0);
  const figures = closeMonthFigures({
    designFeeFen: designRewardFen,
    referralFen: recommenderRewardFen,
    deductionFen: input.deductionFen,
    depositHeldBeforeFen: input.depositHeldBeforeFen,
    firstBill: input.firstBill,
  });
  return {
    designRewardFen,
    recommenderRewardFen,
    deductionFen: input.deductionFen,
    amountFen: figures.amountFen,
    taxFen: computeTax(figures.amountFen).taxFen,
    depositHeldFen: figures.depositHeldFen,
    depositReleasedFen: figures.depositReleasedFen,
    payableFen: figures.payableFen,
  };
}
