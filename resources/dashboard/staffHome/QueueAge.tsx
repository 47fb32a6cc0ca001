import { useTranslate } from 'react-admin';

const HOUR = 60;
const DAY = 24 * HOUR;

/** How long the oldest item of a queue has waited: days and hours, hours, or minutes. */
export function QueueAge({ minutes }: { minutes: number }) {
  const translate = useTranslate();
  const days = Math.floor(minutes / DAY);
  const hours = Math.floor((minutes % DAY) / HOUR);
  const age =
    days > 0
      ? translate('app.dashboard.staff.age_days', { days, hours })
      : hours > 0
        ? translate('app.dashboard.staff.age_hours', { hours, minutes: minutes % HOUR })
        : translate('app.dashboard.staff.age_minutes', { minutes });
  return <>{translate('app.dashboard.staff.oldest', { age })}</>;
}
