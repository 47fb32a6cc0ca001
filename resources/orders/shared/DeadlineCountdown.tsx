import { useSyncExternalStore } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countdownNow } from '../../../src/domain/caseFlag';
import { countdown, countdownClock } from '../../../src/domain/countdown';
import { parseServerDateTime } from '../../../src/domain/format';
import { usePageActive } from '../../../src/page/pageActivity';
import { clockNow, subscribeClock } from './sharedClock';

/**
 * The design-cycle deadline, ticking every second; red once overdue. `pausedAt` (an open case
 * flag's time) stops it at what was left then (src/domain/caseFlag.ts, the clock rule).
 */
export function DeadlineCountdown({ deadline, pausedAt }: { deadline: string; pausedAt?: string }) {
  const translate = useTranslate();
  const ticking = useNow();
  const now = countdownNow(parseServerDateTime(pausedAt)?.getTime(), ticking);
  const due = parseServerDateTime(deadline);
  if (!due) return <span>{translate('app.orders.deadline.none')}</span>;
  const left = countdown(due.getTime(), now);
  const key = pausedAt
    ? 'app.orders.case_flag.countdown_paused'
    : `app.orders.deadline.${left.overdue ? 'overdue' : 'left'}`;
  const clock = countdownClock(left);
  const time =
    left.days > 0 ? translate('app.orders.deadline.with_days', { days: left.days, clock }) : clock;
  return (
    <Typography
      component="span"
      variant="body2"
      color={left.overdue ? 'error' : 'textPrimary'}
      data-testid="deadline"
      data-overdue={left.overdue}
      data-paused={Boolean(pausedAt)}
    >
      {translate(key, { time })}
    </Typography>
  );
}

const stayStill = () => () => undefined;

/** The shared clock's time; it stands still while the page is kept alive but hidden. */
function useNow(): number {
  const active = usePageActive();
  return useSyncExternalStore(active ? subscribeClock : stayStill, clockNow);
}
