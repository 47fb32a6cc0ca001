import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MoneyField } from '../../../src/components/MoneyField';
import { BillStatusField } from './BillStatusField';

const AMOUNTS = ['amount', 'paidAmount', 'unpaidAmount'] as const;

/** A bill card's first line on a phone: the month, then its state, apart (not "2026-10To confirm"). */
export function BillCardTitle({ name }: { name: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}
    >
      <Box component="span" sx={{ fontWeight: 500 }}>
        {name}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary">
        <BillStatusField />
      </Typography>
    </Box>
  );
}

/** A bill card's amounts, each named: the bill's amount first, then what was paid and what is not. */
export function BillCardAmounts() {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      data-testid="bill-card-amounts"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
    >
      {AMOUNTS.map((source) => (
        <Box component="span" key={source} data-testid={`bill-card-${source}`}>
          {translate(`resources.bills.fields.${source}`)} <MoneyField source={source} />
        </Box>
      ))}
    </Box>
  );
}
