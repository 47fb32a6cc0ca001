import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Currency } from '../domain/format';
import { useFormatters } from '../format/useFormatters';

/**
 * An amount of the record in the interface language, through the one money formatter
 * (src/domain/format.ts: always two decimals, "¥" for RMB and "$" for USD in every language), in
 * the record's own `currency` when it carries one (withdrawals, bills, deductions: a staff list
 * mixes designers), else in `currency`; `unit="fen"` for amounts held in integer fen.
 */
export function MoneyField({
  source,
  currency = 'RMB',
  unit = 'yuan',
}: {
  source: string;
  currency?: Currency;
  unit?: 'yuan' | 'fen';
}) {
  const record = useRecordContext();
  const { money, moneyFen } = useFormatters();
  const value: unknown = record?.[source];
  const own: unknown = record?.currency;
  const shown: Currency = own === 'RMB' || own === 'USD' ? own : currency;
  const text =
    unit === 'fen'
      ? moneyFen(typeof value === 'number' ? value : undefined, shown)
      : typeof value === 'number' || typeof value === 'string'
        ? money(value, shown)
        : '';
  return (
    <Typography component="span" variant="body2" noWrap>
      {text}
    </Typography>
  );
}
