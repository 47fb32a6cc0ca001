import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useFormatters } from '../format/useFormatters';

/**
 * A count or score of the record in the interface language (react-admin's NumberField would use
 * the browser's locale instead of the portal's).
 */
export function NumberValueField({ source, signed = false }: { source: string; signed?: boolean }) {
  const value = useFieldValue({ source }) as number | string | undefined;
  const { number } = useFormatters();
  return (
    <Typography component="span" variant="body2">
      {signed && Number(value) > 0 ? `+${number(value)}` : number(value)}
    </Typography>
  );
}
