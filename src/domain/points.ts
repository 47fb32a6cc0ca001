/**
 * The points rule of SPEC §9, shared by the portal and the fake API. Pure.
 *
 * Where §9 is ambiguous, these are the choices (also stated on the score policy page and in
 * docs/CONTRACT.md):
 * - A day counts when the designer delivered at least one order before its deadline that
 *   natural day (platform time, yyyy-MM-dd). Days are consecutive when no calendar day is
 *   missing between them; a month boundary does not break a run.
 * - A run of 7 consecutive days earns 3 points (a base of 1 plus 2); reaching 15 earns 4 more
 *   on that base of 3, then a new run starts. Two full runs make the monthly cap of 14.
 * - Earned (run) points are capped at 14 per natural month; losses and staff adjustments are not.
 * - A rework loses 2 points, on the day of the verdict, once per submission inspected: a fail and
 *   the return that sends the same submission back to rework cost once (the fail's day). A return
 *   a case-flag answer excused ("proceed as is") costs nothing but stays in the ledger at 0.
 * - "10 or more" self-refunds (orders the designer returned) in a natural month lose 5 points
 *   once, on the day of the 10th.
 */
export const POINTS_RULES = {
  firstRunDays: 7,
  firstRunAward: 3,
  fullRunDays: 15,
  fullRunAward: 4,
  monthlyCap: 14,
  reworkLoss: 2,
  selfRefundThreshold: 10,
  selfRefundLoss: 5,
} as const;

export type PointsRule =
  'run7' | 'run15' | 'rework' | 'reworkExcused' | 'selfRefunds' | 'adjustment';

/** The verdict that sent an order to rework. */
export type ReworkVerdict = 'fail' | 'return';

/** One verdict that sent an order back: the submission (CAD version) it judged, and whether excused. */
export interface ReworkVerdictRecord extends DatedOrder {
  verdict: ReworkVerdict;
  /** The CAD version inspected: a fail and a return of the same version are one rework. */
  round: number;
  excused: boolean;
}

export interface DatedOrder {
  /** yyyy-MM-dd */
  date: string;
  taskId: string;
}

export interface PointsAdjustment {
  date: string;
  amount: number;
  reason: string;
}

export interface PointsActivity {
  /** The days (yyyy-MM-dd) with at least one on-time delivery; order and repeats do not matter. */
  onTimeDays: readonly string[];
  reworks: readonly ReworkVerdictRecord[];
  selfRefunds: readonly DatedOrder[];
  adjustments: readonly PointsAdjustment[];
}

export interface PointsEntry {
  date: string;
  rule: PointsRule;
  /** Signed; a run award cut by the monthly cap shows what was actually given. */
  amount: number;
  taskId?: string;
  reason?: string;
  /** The award before the monthly cap cut it (run rules only). */
  uncapped?: number;
  /** Rework lines: the verdict that sent the order back. */
  verdict?: ReworkVerdict;
}

/** Every change of the designer's points, oldest first (same day: runs, losses, adjustments). */
export function pointsLedger(activity: PointsActivity): PointsEntry[] {
  const entries = [
    ...runAwards(activity.onTimeDays),
    ...reworkLosses(activity.reworks),
    ...selfRefundLosses(activity.selfRefunds),
    ...activity.adjustments.map((adjustment): PointsEntry => ({
      date: adjustment.date,
      rule: 'adjustment',
      amount: adjustment.amount,
      reason: adjustment.reason,
    })),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

export function pointsTotal(entries: readonly PointsEntry[], opening = 0): number {
  return entries.reduce((sum, entry) => sum + entry.amount, opening);
}

/** Where the designer's current run stands on `today`. */
export interface RunState {
  /** Days in the current run (0 = none alive). */
  runDays: number;
  /** Run points earned in the month of `nextDay` before it. */
  earnedThisMonth: number;
  /** The first day that can still extend the run: today if it has not counted yet, else tomorrow. */
  nextDay: string;
}

export function runStateOn(onTimeDays: readonly string[], today: string): RunState {
  const days = uniqueSorted(onTimeDays).filter((day) => day <= today);
  let runDays = 0;
  let previous: string | undefined;
  for (const day of days) {
    runDays = previous !== undefined && addDays(previous, 1) === day ? runDays + 1 : 1;
    previous = day;
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
  }
  const nextDay = previous === today ? addDays(today, 1) : today;
  const alive = previous !== undefined && addDays(previous, 1) === nextDay;
  const earnedThisMonth = runAwards(days)
    .filter((entry) => entry.date.slice(0, 7) === nextDay.slice(0, 7))
    .reduce((sum, entry) => sum + entry.amount, 0);
  return { runDays: alive ? runDays : 0, earnedThisMonth, nextDay };
}

/**
 * How many more consecutive on-time days, from `state.nextDay` on, bring `points` to `target`
 * under the rules (runs and the monthly cap), with no loss meanwhile; undefined if not within 62.
 */
export function daysToReach(points: number, target: number, state: RunState): number | undefined {
  if (points >= target) return 0;
  let { runDays, earnedThisMonth } = state;
  let day = state.nextDay;
  for (let more = 1; more <= 62; more++) {
    runDays += 1;
    const award = awardForRunDay(runDays);
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
    const given = Math.min(award, POINTS_RULES.monthlyCap - earnedThisMonth);
    earnedThisMonth += given;
    points += given;
    if (points >= target) return more;
    const next = addDays(day, 1);
    if (next.slice(0, 7) !== day.slice(0, 7)) earnedThisMonth = 0;
    day = next;
  }
  return undefined;
}

function runAwards(onTimeDays: readonly string[]): PointsEntry[] {
  const entries: PointsEntry[] = [];
  const earned = new Map<string, number>();
  let runDays = 0;
  let previous: string | undefined;
  for (const day of uniqueSorted(onTimeDays)) {
    runDays = previous !== undefined && addDays(previous, 1) === day ? runDays + 1 : 1;
    previous = day;
    const award = awardForRunDay(runDays);
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
    if (award === 0) continue;
    const month = day.slice(0, 7);
    const already = earned.get(month) ?? 0;
    const given = Math.max(0, Math.min(award, POINTS_RULES.monthlyCap - already));
    earned.set(month, already + given);
    // A fully cut award stays in the ledger at 0, so the designer sees why nothing moved.
    entries.push({
      date: day,
      rule: award === POINTS_RULES.firstRunAward ? 'run7' : 'run15',
      amount: given,
      ...(given < award ? { uncapped: award } : {}),
    });
  }
  return entries;
}

function awardForRunDay(runDays: number): number {
  if (runDays === POINTS_RULES.firstRunDays) return POINTS_RULES.firstRunAward;
  if (runDays === POINTS_RULES.fullRunDays) return POINTS_RULES.fullRunAward;
  return 0;
}

/** One loss per submission sent back (its first verdict); an excused return a line at 0. */
function reworkLosses(verdicts: readonly ReworkVerdictRecord[]): PointsEntry[] {
  const charged = new Set<string>();
  return verdicts.flatMap((verdict): PointsEntry[] => {
    const base = { date: verdict.date, taskId: verdict.taskId, verdict: verdict.verdict };
    if (verdict.excused) return [{ ...base, rule: 'reworkExcused', amount: 0 }];
    const round = `${verdict.taskId}#${verdict.round}`;
    if (charged.has(round)) return [];
    charged.add(round);
    return [{ ...base, rule: 'rework', amount: -POINTS_RULES.reworkLoss }];
  });
}

function selfRefundLosses(refunds: readonly DatedOrder[]): PointsEntry[] {
  const byMonth = new Map<string, DatedOrder[]>();
  for (const refund of refunds) {
    const month = refund.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), refund]);
  }
  return [...byMonth.values()].flatMap((orders) => {
    if (orders.length < POINTS_RULES.selfRefundThreshold) return [];
    const sorted = [...orders].sort((a, b) => a.date.localeCompare(b.date));
    const tenth = sorted[POINTS_RULES.selfRefundThreshold - 1];
    return [{ date: tenth.date, rule: 'selfRefunds', amount: -POINTS_RULES.selfRefundLoss }];
  });
}

function uniqueSorted(days: readonly string[]): string[] {
  return [...new Set(days)].sort();
}

/** yyyy-MM-dd plus n calendar days (UTC arithmetic: no time zone can shift a date). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
