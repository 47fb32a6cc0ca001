import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { parseYuan } from '../../../src/domain/money';

/**
 * What the deposit did to this bill: held from the first bill ("-¥200.00"), released on a later
 * one ("+¥200.00"). With it a row adds up: amount + deposit = what is paid and unpaid.
 */
export function BillDepositField() {
  const bill = useRecordContext<Bill>();
  const { signedMoneyFen } = useFormatters();
  if (!bill) return null;
  const released = parseYuan(bill.depositReleased) ?? 0;
  const held = parseYuan(bill.depositHeld) ?? 0;
  return (
    <Typography component="span" variant="body2" noWrap>
      {signedMoneyFen(released - held, bill.currency)}
    </Typography>
  );
}
