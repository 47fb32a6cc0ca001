/**
 * The refusals the server names by a code (issue 40): the envelope's `data` carries
 * `{ refusal, values }` beside `msg`, and the portal shows its own translation of the code
 * (`app.refusal.<code>`), so a server sentence never reaches a user in another language.
 */
export const REFUSAL_CODES = [
  /** A grab past the level's cap of orders in progress; values: level, max. */
  'grab_limit',
  /** The order went to another designer (a lost grab, or a detail opened too late). */
  'task_taken',
  /** No such order, or not one the caller may see. */
  'task_not_found',
  /** A file of 0 bytes. */
  'file_empty',
  /** The stored bytes are no STL, PLY or OBJ model. */
  'mesh_unreadable',
  /** The submitted design is below its material's limit (issue 37); values: check. */
  'design_check_hard',
  /** The design is short of what the order asks and no justification came with it. */
  'design_check_justify',
  /** A sub-account takes an order its main account withdrew from the dispatch. */
  'dispatch_withdrawn',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export type RefusalValues = Record<string, string | number>;

/** What the envelope's `data` holds for a coded refusal. */
export interface CodedRefusal {
  refusal: RefusalCode;
  values: RefusalValues;
}

export function isRefusalCode(value: unknown): value is RefusalCode {
  return (REFUSAL_CODES as readonly unknown[]).includes(value);
}

/** The coded refusal an answer's body carries, if any (`{ data: { refusal, values } }`). */
export function codedRefusalOf(body: unknown): CodedRefusal | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data: unknown = body.data;
  if (typeof data !== 'object' || data === null || !('refusal' in data)) return undefined;
  if (!isRefusalCode(data.refusal)) return undefined;
  const values = 'values' in data && typeof data.values === 'object' && data.values !== null;
  return { refusal: data.refusal, values: values ? (data.values as RefusalValues) : {} };
}
