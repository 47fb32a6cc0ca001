import type { PointsRule } from '../../../src/domain/points';

const RULES: readonly PointsRule[] = [
  'run7',
  'run15',
  'rework',
  'reworkExcused',
  'selfRefunds',
  'adjustment',
];

/** The ledger's rules as SelectField choices (names are translation keys). */
export const POINTS_RULE_CHOICES = RULES.map((rule) => ({
  id: rule,
  name: `app.dashboard.ledger.rule.${rule}`,
}));

/** The last n months (yyyy-MM) up to the month of `today`, newest first, as choices. */
export function lastMonthChoices(today: Date, n: number): { id: string; name: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1))
      .toISOString()
      .slice(0, 7);
    return { id: month, name: month };
  });
}
