import { withdrawalTax } from '../../src/domain/money';
import { earningOf, unitPriceFor, type UnitPrice } from '../../src/domain/pricing';
import { billLine, billMoney } from '../money/billLines';
import type { BillLineRecord, BillRecord, WithdrawalRecord } from '../money/moneyTypes';
import { seedPriceList } from '../money/priceList';
import type { DeductionRecord, UserRecord } from '../store/state';
import type { SeedContext } from './context';
import { parseDateTime } from '../http/format';

/** The products the seed's old bills drew from (their prices: the seed's list). */
const PRODUCTS = ['全冠', '内冠', '嵌体', '贴面'];
const PRICES: readonly UnitPrice[] = seedPriceList('');
/** Orders per month for each seeded earner: several months for `designer`, a ranking for all. */
const ORDERS: Record<string, readonly number[]> = {
  designer: [80, 92, 105, 120],
  company: [0, 12, 20, 24],
  mainacct: [30, 34, 28, 52],
  subacct1: [0, 0, 9, 14],
  subacct2: [0, 6, 11, 30],
  weakpwd: [4, 5, 3, 8],
};

/** Bills for several months and withdrawals in every state; `newbie1` has nothing. */
export function createMoney(
  context: SeedContext,
  users: readonly UserRecord[],
  deductions: readonly DeductionRecord[],
): { bills: BillRecord[]; withdrawals: WithdrawalRecord[] } {
  const bills: BillRecord[] = [];
  for (const [account, counts] of Object.entries(ORDERS)) {
    const user = users.find((candidate) => candidate.account === account);
    if (user) bills.push(...accountBills(context, user, counts, deductions));
  }
  return { bills, withdrawals: designerWithdrawals(context, users) };
}

/**
 * One earner's bills over the four months before the seed's own month (`counts`: orders in each,
 * oldest first), all closed, the latest to confirm; in the earner's settlement currency.
 */
export function accountBills(
  context: SeedContext,
  user: UserRecord,
  counts: readonly number[],
  deductions: readonly DeductionRecord[],
): BillRecord[] {
  const { account } = user;
  const months = [4, 3, 2, 1].map((back) => monthBefore(context, back));
  const bills: BillRecord[] = [];
  let held = 0;
  months.forEach((month, monthIndex) => {
    const count = counts[monthIndex];
    if (count === 0 && held === 0) return;
    const lines = Array.from({ length: count }, (_, index) =>
      line(context, user, `${month.replace('-', '')}${account.slice(0, 2).toUpperCase()}${index}`),
    );
    const rewardFen = account === 'designer' ? (monthIndex + 1) * 300 : 0;
    const referrals =
      rewardFen > 0 ? [{ inviteeName: '华齿科技', orderCount: rewardFen / 100, rewardFen }] : [];
    const deductionFen = deductions
      .filter((d) => d.userId === user.id && d.method === '1')
      .filter((d) => d.violationTime.startsWith(month))
      .reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    const money = billMoney({
      lines,
      referrals,
      deductionFen,
      depositHeldBeforeFen: held,
      firstBill: held === 0 && bills.length === 0,
    });
    held += money.depositHeldFen - money.depositReleasedFen;
    const settled = parseDateTime(`${nextMonth(month)}-01 02:00:00`);
    bills.push({
      id: context.nextId(settled),
      userId: user.id,
      name: month,
      settlementTime: context.format(settled),
      lines,
      referrals,
      ...money,
      currency: user.payment.currency,
      // The latest month waits for the designer: confirm or dispute.
      status: monthIndex === months.length - 1 ? '0' : '1',
      ticketId: '',
    });
  });
  return bills;
}

/** A past order of the earner, paid at the seed's price for the earner's level. */
function line(context: SeedContext, user: UserRecord, orderNo: string): BillLineRecord {
  const productName = PRODUCTS[Math.floor(context.random() * PRODUCTS.length)];
  const units = 1 + Math.floor(context.random() * 3);
  const unitPriceFen = unitPriceFor(PRICES, productName, user.level) ?? 0;
  return billLine({ orderNo: `DD${orderNo}`, productName }, earningOf(units, unitPriceFen));
}

/** 'yyyy-MM' of the month `back` months before the seed's clock. */
export function monthBefore(context: SeedContext, back: number): string {
  const [year, month] = context.format(context.now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** `designer`: one paid, one rejected and one pending withdrawal; the rest stays as balance. */
function designerWithdrawals(
  context: SeedContext,
  users: readonly UserRecord[],
): WithdrawalRecord[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) return [];
  // In the two months before the seed's own one, so this month has nothing withdrawn yet.
  const twoBack = monthBefore(context, 2);
  const lastMonth = monthBefore(context, 1);
  const plan = [
    {
      time: `${twoBack}-05 10:12:00`,
      amountFen: 300_000,
      status: '1',
      reference: `ICBC${twoBack.replace('-', '')}06001`,
    },
    {
      time: `${lastMonth}-08 09:30:00`,
      amountFen: 150_000,
      status: '2',
      reasonCode: 'name_mismatch',
    },
    { time: `${lastMonth}-20 15:45:00`, amountFen: 100_000, status: '0' },
  ] as const;
  return plan.map((item) => withdrawalOf(context, designer, item));
}

/** A seeded withdrawal of `user`, in their settlement currency. */
export function withdrawalOf(
  context: SeedContext,
  user: UserRecord,
  item: {
    time: string;
    amountFen: number;
    status: WithdrawalRecord['status'];
    reasonCode?: string;
    reference?: string;
  },
): WithdrawalRecord {
  const id = context.nextId(parseDateTime(item.time));
  // Each is alone in its month among the money-holding ones, so it withholds its own tax.
  const { taxFen } = withdrawalTax(0, item.amountFen);
  return {
    id,
    userId: user.id,
    withdrawalNo: `TX${id.slice(-10)}`,
    month: item.time.slice(0, 7),
    accountNumber: user.payment.accountNumber,
    amountFen: item.amountFen,
    taxFen,
    currency: user.payment.currency,
    status: item.status,
    reasonCode: item.reasonCode ?? '',
    reason: '',
    paymentReference: item.reference ?? '',
    requestKey: '',
    createTime: item.time,
    updateTime: item.time,
  };
}
