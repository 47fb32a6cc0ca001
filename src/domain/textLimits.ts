/**
 * The longest text each free-text field takes, in characters (code points): what the BladeX
 * columns behind them store (blade_user.name varchar(20), real_name varchar(20), email
 * varchar(64); the profile's text columns varchar(255); reasons and remarks varchar(500);
 * work orders' subject varchar(100) and content/replies, HTML, capped at 10000 by the service;
 * a qualification's software version varchar(64); the payment details' names varchar(100) and
 * addresses varchar(255)).
 * The portal counts against them and the fake API refuses longer text. Pure: no React, no I/O.
 */
export const TEXT_LIMITS = {
  nickName: 20,
  realName: 20,
  email: 64,
  /** Country, time zone, design software, indications (the skills profile). */
  profileText: 255,
  ticketSubject: 100,
  /** The stored HTML of the rich-text editor, markup included. */
  ticketContent: 10000,
  ticketReply: 10000,
  /** Refusals, returns, disputes, send-backs, deductions, points adjustments. */
  reason: 500,
  paymentReference: 64,
  /** The design software's version of a qualification attempt. */
  softwareVersion: 64,
  /** The payment details (personal centre). */
  accountName: 100,
  bankName: 100,
  branch: 100,
  bankAddress: 255,
  payeeAddress: 255,
  /** A design short of the order: the one line QC reads (issue 37). */
  designJustification: 200,
  /** A message of an order's conversation, as typed (issue 40, point 17). */
  threadMessage: 2000,
} as const;

export type LimitedField = keyof typeof TEXT_LIMITS;

/** Length as a person counts it: one per character, emoji and CJK included. */
export function textLength(text: string): number {
  return [...text].length;
}

export function isTooLong(field: LimitedField, text: string): boolean {
  return textLength(text) > TEXT_LIMITS[field];
}

/** The first field of `values` that is too long, if any. */
export function firstTooLong(
  values: Partial<Record<LimitedField, string>>,
): LimitedField | undefined {
  return (Object.keys(values) as LimitedField[]).find((field) =>
    isTooLong(field, values[field] ?? ''),
  );
}
