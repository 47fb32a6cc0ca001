import { closeMonthFigures, computeTax } from '../../src/domain/money';
import type { FakeState } from '../store/state';
import type { MoneyMessage } from '../messages/moneyMessages';
import { balanceOf, MONEY_MESSAGES } from './ledger';

type Refusal = MoneyMessage;

/**
 * Puts a settlement deduction (method "1") on the designer's bill of its month. An open month
 * needs nothing: closing it counts the deduction. A closed month takes it only while the bill
 * waits for the designer (status "0"), and only when the balance still holds what the bill loses:
 * the balance never goes below zero. Answers the refusal, or undefined once the bill is updated.
 */
export function landDeduction(
  state: FakeState,
  userId: string,
  month: string,
  amountFen: number,
): Refusal | undefined {
  const bills = state.bills ?? [];
  if (!bills.some((bill) => bill.name === month)) return undefined;
  const bill = bills.find((candidate) => candidate.userId === userId && candidate.name === month);
  if (!bill || bill.status !== '0') return MONEY_MESSAGES.deductionBillClosed;
  if (amountFen > bill.amountFen) return MONEY_MESSAGES.deductionAboveBill;
  const deductionFen = bill.deductionFen + amountFen;
  const figures = closeMonthFigures({
    designFeeFen: bill.designRewardFen,
    referralFen: bill.recommenderRewardFen,
    deductionFen,
    depositHeldBeforeFen: bill.depositReleasedFen,
    firstBill: !bills.some((other) => other.userId === userId && other.name < month),
  });
  if (bill.payableFen - figures.payableFen > balanceOf(state, userId).availableFen) {
    return MONEY_MESSAGES.deductionAboveBalance;
  }
  Object.assign(bill, {
    ...figures,
    deductionFen,
    taxFen: computeTax(figures.amountFen).taxFen,
  });
  return undefined;
}
