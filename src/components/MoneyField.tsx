import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Currency } from '../domain/format';
import { useFormatters } from './useFormatters';

/**
 * An amount of the record in the interface language, through the one money formatter
 * (src/domain/format.ts: always two decimals, "¥" for RMB in every language).
 */
export function MoneyField({ source, currency = 'RMB' }: { source: string; currency?: Currency }) {
  const record = useRecordContext();
  const { money } = useFormatters();
  const value: unknown = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'number' || typeof value === 'string' ? money(value, currency) : ''}
    </Typography>
  );
}
