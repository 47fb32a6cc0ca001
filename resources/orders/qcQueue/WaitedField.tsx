import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { QcQueueRow } from '../../../dataProvider/wireTypes';
import { countdown } from '../../../src/domain/countdown';
import { parseServerDateTime } from '../../../src/domain/format';
import { clockNow, subscribeClock } from '../tasks/sharedClock';

/** How long the row's latest version has waited for inspection, on the orders' shared clock. */
export function WaitedField() {
  const translate = useTranslate();
  const row = useRecordContext<QcQueueRow>();
  const now = useSyncExternalStore(subscribeClock, clockNow);
  const submitted = parseServerDateTime(row?.submitTime);
  if (!submitted) return null;
  const { days, hours, minutes } = countdown(Math.min(submitted.getTime(), now), now);
  return (
    <Typography component="span" variant="body2" data-testid="qc-waited">
      {translate('app.qc.queue.waited', { days, hours, minutes })}
    </Typography>
  );
}
