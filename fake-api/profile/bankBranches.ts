import type { BankBranch } from '../../dataProvider/profileWireTypes';

/** Joint bank numbers (CNAPS) of GET /api/cl_bank_inter_number/page: a read-only reference table. */

const ROWS: [string, string, string, string][] = [
  ['102100000458', 'ICBC', '中国工商银行', '中国工商银行北京海淀支行'],
  ['102100004979', 'ICBC', '中国工商银行', '中国工商银行北京中关村支行'],
  ['102290000011', 'ICBC', '中国工商银行', '中国工商银行上海浦东分行'],
  ['103100000026', 'ABC', '中国农业银行', '中国农业银行北京分行营业部'],
  ['103290000016', 'ABC', '中国农业银行', '中国农业银行上海市分行'],
  ['104100000004', 'BOC', '中国银行', '中国银行北京市分行'],
  ['104584000003', 'BOC', '中国银行', '中国银行深圳市分行'],
  ['105100000017', 'CCB', '中国建设银行', '中国建设银行北京市分行'],
  ['105584000005', 'CCB', '中国建设银行', '中国建设银行深圳市分行'],
  ['308584000013', 'CMB', '招商银行', '招商银行深圳分行'],
  ['308100005027', 'CMB', '招商银行', '招商银行北京分行'],
  ['301290000007', 'BCM', '交通银行', '交通银行上海市分行'],
];

const BANK_BRANCHES: readonly BankBranch[] = ROWS.map(
  ([interNumber, bankCode, bankName, branchName]) => ({
    id: interNumber,
    interNumber,
    bankCode,
    bankName,
    branchName,
  }),
);

/** Branches whose name, bank or number contains the keyword (case-insensitive). */
export function searchBranches(keyword: string): BankBranch[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...BANK_BRANCHES];
  return BANK_BRANCHES.filter((branch) =>
    [branch.branchName, branch.bankName, branch.interNumber, branch.bankCode].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
