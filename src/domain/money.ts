/**
 * The money model shared by the portal and the fake API: integer fen, the monthly tax of SPEC §9
 * (China's withholding on labour remuneration), tax by month across split withdrawals, the
 * deposit held from the first bill. Pure: no React, no I/O.
 */
const FEN_PER_YUAN = 100;
/** SPEC §9: 200 yuan held from the first bill, released with the next month's settlement. */
/**
 * The deposit: 200 in the designer's settlement currency, as the contract made out to them says
 * (RMB 200 for designers paid in yuan, USD 200 for designers paid in dollars; no conversion).
 */
export const DEPOSIT_FEN = 200 * FEN_PER_YUAN;

/** The deposit in whole units of the settlement currency, for the contract's words. */
export const DEPOSIT_UNITS = DEPOSIT_FEN / FEN_PER_YUAN;
/** Seeded server setting: the smallest withdrawal. */
export const DEFAULT_MINIMUM_WITHDRAWAL_FEN = 100 * FEN_PER_YUAN;

const NO_TAX_UP_TO = 800 * FEN_PER_YUAN;
const FLAT_DEDUCTION_UP_TO = 4000 * FEN_PER_YUAN;
/** Brackets on the taxable amount (T × 80% above 4,000 yuan), as in the law. */
const BRACKETS = [
  { upTo: 20_000 * FEN_PER_YUAN, ratePercent: 20, quickDeductionFen: 0 },
  { upTo: 50_000 * FEN_PER_YUAN, ratePercent: 30, quickDeductionFen: 2_000 * FEN_PER_YUAN },
  { upTo: Infinity, ratePercent: 40, quickDeductionFen: 7_000 * FEN_PER_YUAN },
] as const;

export type TaxBracket = 'none' | 'flat800' | 'rate20' | 'rate30' | 'rate40';

export interface TaxBreakdown {
  totalFen: number;
  bracket: TaxBracket;
  /** What is taken off T before the rate: 800 yuan, or 20% of T above 4,000 yuan. */
  deductionFen: number;
  taxableFen: number;
  ratePercent: number;
  quickDeductionFen: number;
  taxFen: number;
  netFen: number;
}

/** a / b rounded half-up, for a ≥ 0 and b > 0 (integers). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** "1234.5" or 1234.5 yuan → 123450 fen, or undefined when it is not an amount of at most 2 decimals. */
export function parseYuan(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * FEN_PER_YUAN + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What the user typed, as the wire writes an amount: a Turkish "200,50" or "1.234,56" (the comma
 * before the last one or two digits is the decimal sign) and an English "1,234.56" (commas
 * between groups of three) both become "1234.56"; spaces go. Anything else is left as typed, so
 * that it is refused rather than guessed.
 */
export function typedAmount(text: string): string {
  const compact = text.replace(/\s/g, '');
  const decimalComma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(compact);
  if (decimalComma) return `${(decimalComma[1] ?? '').replace(/\./g, '')}.${decimalComma[2]}`;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(compact)) return compact.replace(/,/g, '');
  return compact;
}

/**
 * A well-formed amount in yuan however large: parseYuan takes at most 12 integer digits, and a
 * longer one is above any balance, not "not an amount".
 */
export function looksLikeYuan(text: string): boolean {
  return /^\d+(?:\.\d{1,2})?$/.test(text.trim());
}

/** 123450 fen → 1234.5 (a number of yuan, for the wire and the formatters). */
export function fenToYuan(fen: number): number {
  return fen / FEN_PER_YUAN;
}

/** 1234.5 yuan as the wire sends it → 123450 fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * FEN_PER_YUAN);
}

/** The tax on a month's total T, each step with its figures; rounded half-up to the fen once. */
export function computeTax(totalFen: number): TaxBreakdown {
  const total = Math.max(0, Math.round(totalFen));
  if (total <= NO_TAX_UP_TO) {
    return breakdown(total, 'none', 0, 0, 0, 0, 0);
  }
  if (total <= FLAT_DEDUCTION_UP_TO) {
    const taxable = total - NO_TAX_UP_TO;
    return breakdown(
      total,
      'flat800',
      NO_TAX_UP_TO,
      taxable,
      20,
      0,
      divideHalfUp(taxable * 20, 100),
    );
  }
  // taxable = T × 4/5; compared as 4T against 5 × threshold to stay exact in fen.
  const bracket = BRACKETS.find((candidate) => total * 4 <= candidate.upTo * 5) ?? BRACKETS[2];
  const taxable = divideHalfUp(total * 4, 5);
  const tax = divideHalfUp(total * 4 * bracket.ratePercent, 500) - bracket.quickDeductionFen;
  const name: TaxBracket = `rate${bracket.ratePercent}`;
  return breakdown(
    total,
    name,
    total - taxable,
    taxable,
    bracket.ratePercent,
    bracket.quickDeductionFen,
    tax,
  );
}

function breakdown(
  totalFen: number,
  bracket: TaxBracket,
  deductionFen: number,
  taxableFen: number,
  ratePercent: number,
  quickDeductionFen: number,
  taxFen: number,
): TaxBreakdown {
  return {
    totalFen,
    bracket,
    deductionFen,
    taxableFen,
    ratePercent,
    quickDeductionFen,
    taxFen,
    netFen: totalFen - taxFen,
  };
}

export interface WithdrawalTax {
  /** What this withdrawal withholds: the month's tax with it minus the tax already withheld. */
  taxFen: number;
  receiptFen: number;
  /** The month's withdrawn total including this one. */
  monthTotalFen: number;
}

/** Tax follows the month: a later withdrawal withholds the difference. */
export function withdrawalTax(withdrawnThisMonthFen: number, amountFen: number): WithdrawalTax {
  const monthTotalFen = withdrawnThisMonthFen + amountFen;
  const taxFen = computeTax(monthTotalFen).taxFen - computeTax(withdrawnThisMonthFen).taxFen;
  return { taxFen, receiptFen: amountFen - taxFen, monthTotalFen };
}

export type WithdrawalRefusal =
  | 'app.money.validation.invalidAmount'
  | 'app.money.validation.belowMinimum'
  | 'app.money.validation.aboveBalance';

/** Why an amount cannot be withdrawn (a translation key), or undefined when it can. */
export function checkWithdrawal(
  amountFen: number | undefined,
  limits: { minimumFen: number; availableFen: number },
): WithdrawalRefusal | undefined {
  if (amountFen === undefined || amountFen <= 0) return 'app.money.validation.invalidAmount';
  if (amountFen < limits.minimumFen) return 'app.money.validation.belowMinimum';
  if (amountFen > limits.availableFen) return 'app.money.validation.aboveBalance';
  return undefined;
}

export interface MonthEarnings {
  designFeeFen: number;
  referralFen: number;
  deductionFen: number;
  /** Deposit held by the previous bill, released now (0 when none). */
  depositHeldBeforeFen: number;
  /** True for the designer's first bill: the deposit is held from it. */
  firstBill: boolean;
}

export interface BillFigures {
  /** Earned in the month: design fees + referral rewards − deductions (never below 0). */
  amountFen: number;
  depositHeldFen: number;
  depositReleasedFen: number;
  /** What the month adds to the withdrawable balance. */
  payableFen: number;
}

/**
 * The part of a month's deductions beyond its earnings: the bill's amount stops at 0, so this
 * part is not charged (the bill detail says so rather than let it vanish).
 */
export function uncoveredDeductionFen(
  month: Omit<MonthEarnings, 'depositHeldBeforeFen' | 'firstBill'>,
): number {
  return Math.max(0, month.deductionFen - month.designFeeFen - month.referralFen);
}

/** A closed month: the deposit is held from the first bill and released with the next. */
export function closeMonthFigures(month: MonthEarnings): BillFigures {
  const amountFen = Math.max(0, month.designFeeFen + month.referralFen - month.deductionFen);
  const depositHeldFen = month.firstBill ? Math.min(DEPOSIT_FEN, amountFen) : 0;
  const depositReleasedFen = month.firstBill ? 0 : month.depositHeldBeforeFen;
  return {
    amountFen,
    depositHeldFen,
    depositReleasedFen,
    payableFen: amountFen - depositHeldFen + depositReleasedFen,
  };
}

/** A bill's tax spread over its lines in proportion to their fee; the shares add up exactly. */
export function shareTax(taxFen: number, feesFen: readonly number[]): number[] {
  const total = feesFen.reduce((sum, fee) => sum + fee, 0);
  if (total <= 0) return feesFen.map(() => 0);
  const shares = feesFen.map((fee) => Math.floor((taxFen * fee) / total));
  let rest = taxFen - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; rest > 0; index = (index + 1) % shares.length, rest -= 1) shares[index] += 1;
  return shares;
}

/** "6222020200012345678" → "**** 5678": a masked account shows its last 4 digits only. */
export function maskAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return digits ? `**** ${digits.slice(-4)}` : '';
}

/** "张伟" → "张*", "Ayşe" → "A***": others' names on the ranking. */
export function maskRankedName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
