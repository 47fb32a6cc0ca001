/**
 * Designer levels A-D from points (SPEC §3, §9), shared by the portal and the fake API. Pure.
 * A level is recomputed from the points whenever they change; what it unlocks is enforced by
 * the fake API's grab.
 */
export type DesignerLevel = 'A' | 'B' | 'C' | 'D';

export interface LevelRule {
  level: DesignerLevel;
  /** Lowest points of the level. */
  minPoints: number;
  /** Orders the designer may hold in progress at once. */
  maxInProgress: number;
}

/** Highest first. */
export const LEVEL_RULES: readonly LevelRule[] = [
  { level: 'A', minPoints: 90, maxInProgress: 12 },
  { level: 'B', minPoints: 80, maxInProgress: 8 },
  { level: 'C', minPoints: 65, maxInProgress: 5 },
  { level: 'D', minPoints: Number.NEGATIVE_INFINITY, maxInProgress: 3 },
];

export function levelRuleOf(points: number): LevelRule {
  return (
    LEVEL_RULES.find((rule) => points >= rule.minPoints) ?? LEVEL_RULES[LEVEL_RULES.length - 1]
  );
}

export function levelOf(points: number): DesignerLevel {
  return levelRuleOf(points).level;
}

/** The next level up and the points still missing; undefined at the top. */
export function nextLevel(points: number): { rule: LevelRule; missing: number } | undefined {
  const index = LEVEL_RULES.indexOf(levelRuleOf(points));
  if (index === 0) return undefined;
  const rule = LEVEL_RULES[index - 1];
  return { rule, missing: rule.minPoints - points };
}

/** Whether one more order may be taken with this many already in progress. */
export function mayTakeAnother(points: number, inProgress: number): boolean {
  return inProgress < levelRuleOf(points).maxInProgress;
}
