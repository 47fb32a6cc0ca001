import { describe, expect, it } from 'vitest';
import {
  checkWithdrawal,
  closeMonthFigures,
  uncoveredDeductionFen,
  computeTax,
  DEPOSIT_FEN,
  divideHalfUp,
  looksLikeYuan,
  maskAccount,
  maskRankedName,
  parseYuan,
  typedAmount,
  shareTax,
  withdrawalTax,
} from './money';

const fen = (yuan: number) => Math.round(yuan * 100);

describe('computeTax (SPEC §9, thresholds on the taxable amount)', () => {
  it.each([
    [0, 0, 'none'],
    [800, 0, 'none'],
    [800.01, 0, 'flat800'], // 0.01 × 20% = 0.002 → 0.00
    [4000, 640, 'flat800'],
    [4000.01, 640, 'rate20'], // 4000.01 × 0.8 × 0.2 = 640.0016 → 640.00
    [25000, 4000, 'rate20'],
    [25000.01, 4000, 'rate30'], // 20000.008 × 0.3 − 2000 = 4000.0024 → 4000.00
    [62500, 13000, 'rate30'],
    [62500.01, 13000, 'rate40'], // 50000.008 × 0.4 − 7000 = 13000.0032 → 13000.00
    [1_000_000, 313000, 'rate40'],
  ])('%s yuan pays %s yuan (%s)', (yuan, tax, bracket) => {
    const result = computeTax(fen(yuan));
    expect(result.taxFen).toBe(fen(tax));
    expect(result.bracket).toBe(bracket);
    expect(result.netFen).toBe(fen(yuan) - fen(tax));
  });

  it('shows each step for 30,000 yuan', () => {
    expect(computeTax(fen(30000))).toEqual({
      totalFen: fen(30000),
      bracket: 'rate30',
      deductionFen: fen(6000),
      taxableFen: fen(24000),
      ratePercent: 30,
      quickDeductionFen: fen(2000),
      taxFen: fen(5200),
      netFen: fen(24800),
    });
  });

  it('rounds half-up to the fen, once', () => {
    // 800.03: 0.03 × 0.2 = 0.006 → 0.01; 800.02: 0.004 → 0.00
    expect(computeTax(80003).taxFen).toBe(1);
    expect(computeTax(80002).taxFen).toBe(0);
    // 4000.05 × 0.16 = 640.008 → 640.01 (rounding each step would give 640.00 or 640.02)
    expect(computeTax(400005).taxFen).toBe(64001);
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
  });

  it('never decreases and never jumps as T grows (sweep 0 to 1,200,000 yuan)', () => {
    const step = 97;
    const jumps: number[] = [];
    let previous = computeTax(0).taxFen;
    for (let total = step; total <= fen(1_200_000); total += step) {
      const tax = computeTax(total).taxFen;
      // a step of 97 fen adds at most 40% of it, plus a fen of rounding; never less than 0
      if (tax < previous || tax - previous > 40) jumps.push(total);
      previous = tax;
    }
    expect(jumps).toEqual([]);
  });

  it('is continuous at each threshold, fen by fen', () => {
    for (const yuan of [800, 4000, 25000, 62500]) {
      for (let step = -3; step <= 3; step += 1) {
        const delta = computeTax(fen(yuan) + step + 1).taxFen - computeTax(fen(yuan) + step).taxFen;
        expect(delta).toBeGreaterThanOrEqual(0);
        expect(delta).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('withdrawalTax: tax follows the month', () => {
  it('two withdrawals of 2,000 pay what one of 4,000 pays', () => {
    const first = withdrawalTax(0, fen(2000));
    const second = withdrawalTax(first.monthTotalFen, fen(2000));
    const once = withdrawalTax(0, fen(4000));
    expect(first.taxFen + second.taxFen).toBe(once.taxFen);
    expect(once.taxFen).toBe(fen(640));
    expect(first.taxFen).toBe(fen(240));
    expect(second.receiptFen).toBe(fen(2000) - fen(400));
  });

  it('any split of a month equals the tax on its total', () => {
    const parts = [fen(123.45), fen(9000), fen(17000.55), fen(40000)];
    let withdrawn = 0;
    let withheld = 0;
    for (const part of parts) {
      const result = withdrawalTax(withdrawn, part);
      withheld += result.taxFen;
      withdrawn = result.monthTotalFen;
    }
    expect(withheld).toBe(computeTax(withdrawn).taxFen);
  });
});

describe('deductions beyond the earnings', () => {
  it('are the part a bill cannot charge: its amount stops at 0 (issue 39: ¥44 less ¥45)', () => {
    const month = { designFeeFen: fen(44), referralFen: 0, deductionFen: fen(45) };
    expect(uncoveredDeductionFen(month)).toBe(fen(1));
    expect(
      closeMonthFigures({ ...month, depositHeldBeforeFen: 0, firstBill: false }).amountFen,
    ).toBe(0);
    expect(uncoveredDeductionFen({ ...month, referralFen: fen(1) })).toBe(0);
  });
});

describe('deposit', () => {
  it('is held from the first bill and released with the next', () => {
    const first = closeMonthFigures({
      designFeeFen: fen(1500),
      referralFen: fen(3),
      deductionFen: fen(50),
      depositHeldBeforeFen: 0,
      firstBill: true,
    });
    expect(first).toEqual({
      amountFen: fen(1453),
      depositHeldFen: DEPOSIT_FEN,
      depositReleasedFen: 0,
      payableFen: fen(1253),
    });
    const second = closeMonthFigures({
      designFeeFen: fen(1000),
      referralFen: 0,
      deductionFen: 0,
      depositHeldBeforeFen: first.depositHeldFen,
      firstBill: false,
    });
    expect(second).toEqual({
      amountFen: fen(1000),
      depositHeldFen: 0,
      depositReleasedFen: DEPOSIT_FEN,
      payableFen: fen(1200),
    });
  });

  it('holds no more than the first month earned', () => {
    const small = closeMonthFigures({
      designFeeFen: fen(120),
      referralFen: 0,
      deductionFen: 0,
      depositHeldBeforeFen: 0,
      firstBill: true,
    });
    expect(small.depositHeldFen).toBe(fen(120));
    expect(small.payableFen).toBe(0);
  });
});

describe('amounts and limits', () => {
  it('parses yuan with at most 2 decimals into fen', () => {
    expect(parseYuan('1234.5')).toBe(123450);
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan(100)).toBe(10000);
    expect(parseYuan('1.234')).toBeUndefined();
    expect(parseYuan('-5')).toBeUndefined();
    expect(parseYuan('abc')).toBeUndefined();
  });

  it('refuses below the minimum and above the balance, with keys', () => {
    const limits = { minimumFen: fen(100), availableFen: fen(500) };
    expect(checkWithdrawal(fen(99.99), limits)).toBe('app.money.validation.belowMinimum');
    expect(checkWithdrawal(fen(500.01), limits)).toBe('app.money.validation.aboveBalance');
    expect(looksLikeYuan('1234567890123456.5')).toBe(true);
    expect(parseYuan('1234567890123456.5')).toBeUndefined();
    expect(looksLikeYuan('12,5')).toBe(false);
    expect(checkWithdrawal(undefined, limits)).toBe('app.money.validation.invalidAmount');
    expect(checkWithdrawal(fen(100), limits)).toBeUndefined();
    expect(checkWithdrawal(fen(500), limits)).toBeUndefined();
  });

  it('shares a tax over lines exactly', () => {
    const shares = shareTax(1001, [300, 300, 400]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1001);
    expect(shares).toEqual([301, 300, 400]);
    expect(shareTax(50, [0, 0])).toEqual([0, 0]);
  });

  it('masks accounts to the last 4 digits and names to the first letter', () => {
    expect(maskAccount('6222020200012345678')).toBe('**** 5678');
    expect(maskAccount('')).toBe('');
    expect(maskRankedName('张伟')).toBe('张*');
    expect(maskRankedName('Ayşe')).toBe('A***');
  });
});

describe('typedAmount: an amount as each language writes it (issue 40, point 11)', () => {
  it('reads a Turkish decimal comma and grouping dots', () => {
    expect(parseYuan(typedAmount('200,50'))).toBe(20_050);
    expect(parseYuan(typedAmount('1.234,5'))).toBe(123_450);
    expect(parseYuan(typedAmount(' 200,5 '))).toBe(20_050);
  });
  it('reads English grouping commas, and leaves a plain amount as it is', () => {
    expect(parseYuan(typedAmount('1,234.56'))).toBe(123_456);
    expect(parseYuan(typedAmount('1,000'))).toBe(100_000);
    expect(typedAmount('200.50')).toBe('200.50');
  });
  it('does not guess at what is no amount', () => {
    expect(parseYuan(typedAmount('200,5050'))).toBeUndefined();
    expect(parseYuan(typedAmount('1.2.3'))).toBeUndefined();
    expect(parseYuan(typedAmount('12a'))).toBeUndefined();
  });
});
