import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countdown, countdownClock } from '../../src/domain/countdown';
import { parseServerDateTime } from '../../src/domain/format';

/** The design-cycle deadline, ticking every second; red once overdue. */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const translate = useTranslate();
  const now = useNow();
  const due = parseServerDateTime(deadline);
  if (!due) return <span>{translate('app.orders.deadline.none')}</span>;
  const left = countdown(due.getTime(), now);
  const key = left.overdue ? 'overdue' : 'left';
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
    >
      {translate(`app.orders.deadline.${key}`, { time })}
    </Typography>
  );
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
