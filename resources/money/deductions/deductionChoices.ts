/** SPEC §3 Deduction: problem level "1" minor, "2" serious, "3" severe. */
export const PROBLEM_LEVEL_CHOICES = (['1', '2', '3'] as const).map((id) => ({
  id,
  name: `resources.deductions.level.${id}`,
}));

/** "1" deducted from the settlement (lands on the bill), "2" points deducted. */
export const METHOD_CHOICES = (['1', '2'] as const).map((id) => ({
  id,
  name: `resources.deductions.method.${id}`,
}));
