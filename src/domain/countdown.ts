/** What is left until a deadline, for the live design-cycle countdown. */
export interface Countdown {
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left from `nowMs` to `deadlineMs` (or time past it, when overdue). */
export function countdown(deadlineMs: number, nowMs: number): Countdown {
  const diff = deadlineMs - nowMs;
  const total = Math.floor(Math.abs(diff) / 1000);
  return {
    overdue: diff < 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** `03:04:05`: hours, minutes and seconds beyond the whole days. */
export function countdownClock({ hours, minutes, seconds }: Countdown): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
