import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { useFormatters } from '../../../src/format/useFormatters';

/**
 * Whom the payer is about to pay, to check the transfer against before confirming: the designer,
 * the net amount (after the withheld tax) and the bank details of the withdrawal, account number
 * in full (staff only).
 */
export function PayeeSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const payee = withdrawal.payee;
  const rows: [string, string][] = [
    ['designer', `${withdrawal.realName} (${withdrawal.account})`],
    ['net', money(withdrawal.receipt, withdrawal.currency)],
    ['bankName', payee?.bankName ?? ''],
    ['branch', payee?.branch ?? ''],
    ['accountName', payee?.accountName ?? ''],
    ['accountNumber', payee?.accountNumber ?? withdrawal.bankAccount],
    ['swiftCode', payee?.swiftCode ?? ''],
  ];
  return (
    <Box
      component="dl"
      data-testid="payee-summary"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        mt: 0,
        mb: 2,
      }}
    >
      {rows
        .filter(([, value]) => value)
        .map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }} data-testid={`payee-${field}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.money.staff.payee.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 'medium' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
