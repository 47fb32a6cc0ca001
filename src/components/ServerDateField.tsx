import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useFormatters } from '../format/useFormatters';

/** A server date (`yyyy-MM-dd[ HH:mm:ss]`, China time) in the user's language, as a list column. */
export function ServerDateField({
  source,
  withTime = false,
}: {
  source: string;
  withTime?: boolean;
}) {
  const value = useFieldValue({ source }) as string | undefined;
  const { date, dateTime } = useFormatters();
  return (
    <Typography component="span" variant="body2">
      {withTime ? dateTime(value) : date(value)}
    </Typography>
  );
}
