/**
 * Fixed categories staff pick when they refuse or charge something: the wire carries the code (a
 * key of the BladeX dictionary named here), the portal shows the dictionary's label in the user's
 * language. `other` needs the staff's own words; with any code, typed words travel beside it in
 * `reason` and show as typed, marked as the staff's.
 */
export const REASON_DICTIONARIES = {
  deduction: 'deduction_reason',
  withdrawalRefusal: 'withdrawal_refusal',
  review: 'review_reason',
} as const;

export type ReasonKind = keyof typeof REASON_DICTIONARIES;
export type ReasonDictionary = (typeof REASON_DICTIONARIES)[ReasonKind];

export const REASON_CODES = {
  deduction: ['overdue', 'rework', 'occlusion', 'margin', 'contacts', 'other'],
  withdrawalRefusal: [
    'name_mismatch',
    'account_invalid',
    'bank_returned',
    'bill_disputed',
    'other',
  ],
  review: ['margin', 'occlusion', 'thickness', 'anatomy', 'file', 'incomplete', 'other'],
} as const satisfies Record<ReasonKind, readonly string[]>;

export type ReasonCode<K extends ReasonKind> = (typeof REASON_CODES)[K][number];

export const OTHER_REASON = 'other';

export function isReasonCode<K extends ReasonKind>(kind: K, code: string): code is ReasonCode<K> {
  return (REASON_CODES[kind] as readonly string[]).includes(code);
}

/**
 * The code and text a staff move sends, or why it is refused: `missing` (no code and no text),
 * `invalid` (a code not in the list), `textRequired` (`other` without words). An older client
 * that sends text alone sends `other` with that text.
 */
export function readReason<K extends ReasonKind>(
  kind: K,
  code: string,
  text: string,
): { code: ReasonCode<K>; text: string } | 'missing' | 'invalid' | 'textRequired' {
  const trimmed = text.trim();
  const given = code.trim() || (trimmed ? OTHER_REASON : '');
  if (!given) return 'missing';
  if (!isReasonCode(kind, given)) return 'invalid';
  if (given === OTHER_REASON && !trimmed) return 'textRequired';
  return { code: given, text: trimmed };
}
