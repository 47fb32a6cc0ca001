import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useRecordContext } from 'react-admin';
import type { QcQueueRow } from '../../../dataProvider/wireTypes';
import { parseServerDateTime } from '../../../src/domain/format';
import { useFormatters } from '../../../src/format/useFormatters';
import { clockNow, subscribeClock } from '../shared/sharedClock';

/** How long the row's latest version has waited for inspection, on the orders' shared clock. */
export function WaitedField() {
  const { duration } = useFormatters();
  const row = useRecordContext<QcQueueRow>();
  const now = useSyncExternalStore(subscribeClock, clockNow);
  const submitted = parseServerDateTime(row?.submitTime);
  if (!submitted) return null;
  return (
    <Typography component="span" variant="body2" data-testid="qc-waited">
      {duration(now - submitted.getTime())}
    </Typography>
  );
}
