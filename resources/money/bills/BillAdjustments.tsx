import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import type { Deduction } from '../../../dataProvider/wireTypes';
import { ReasonText } from '../../../src/components/ReasonText';
import { fenToYuan, uncoveredDeductionFen, yuanToFen } from '../../../src/domain/money';
import { useFormatters } from '../../../src/format/useFormatters';

/**
 * What the bill takes off or keeps back (issue 39): the month's deductions, each saying whether
 * this bill charges it (points-only ones do not), the part beyond the month's earnings that the
 * bill cannot charge, and the deposit held or paid back. Nothing, not even a heading, when none.
 */
export function BillAdjustments({ bill, deductions }: { bill: Bill; deductions: Deduction[] }) {
  const translate = useTranslate();
  const { money, date } = useFormatters();
  const uncoveredFen = uncoveredDeductionFen({
    designFeeFen: yuanToFen(bill.designReward),
    referralFen: yuanToFen(bill.recommenderReward),
    deductionFen: yuanToFen(bill.deductions),
  });
  const amount = (yuan: number) => money(yuan, bill.currency);
  return (
    <>
      {deductions.length > 0 && (
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate('app.money.bill.deductions')}
        </Typography>
      )}
      {deductions.map((line) => (
        <Typography key={line.id} variant="body2" data-testid={`bill-deduction-${line.id}`}>
          {date(line.violationTime)} ·{' '}
          <ReasonText kind="deduction" reasonCode={line.reasonCode} reason={line.reason} /> ·{' '}
          {money(line.amount, line.currency)} ·{' '}
          {translate(`app.money.bill.deduction_method.${line.method}`)}
        </Typography>
      ))}
      {uncoveredFen > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="bill-uncovered">
          {translate('app.money.bill.uncovered', { amount: amount(fenToYuan(uncoveredFen)) })}
        </Typography>
      )}
      {bill.depositHeld > 0 && (
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="bill-deposit">
          {translate('app.money.bill.deposit_held', { amount: amount(bill.depositHeld) })}
        </Typography>
      )}
      {bill.depositReleased > 0 && (
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="bill-deposit">
          {translate('app.money.bill.deposit_released', { amount: amount(bill.depositReleased) })}
        </Typography>
      )}
    </>
  );
}
