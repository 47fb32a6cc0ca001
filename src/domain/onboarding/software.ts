/** The design programs a qualification attempt may name (the list; "other" for the rest). */
export const DESIGN_SOFTWARE = ['exocad', '3shape', 'other'] as const;
export type DesignSoftware = (typeof DESIGN_SOFTWARE)[number];

const MAX_YEARS = 60;

/** Years of experience: a whole number from 0 to 60. */
export function isValidYears(value: unknown): boolean {
  const years = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof years === 'number' && Number.isInteger(years) && years >= 0 && years <= MAX_YEARS;
}
