/**
 * The conversation on an order (issue 25): messages of the designer and staff, and the order's
 * own history as events. Codes, never sentences: each reader words them in their language.
 * Shared by the fake API and the portal. Pure: no React, no I/O.
 */

/** State changes of the order that appear in its thread. */
export const THREAD_EVENTS = [
  'grab',
  'submit',
  'qcPass',
  'qcFail',
  'qcReturn',
  'rework',
  'flag',
  'flagAnswer',
] as const;
export type ThreadEvent = (typeof THREAD_EVENTS)[number];

/** Staff's decisions: news for the designer. The designer's own moves are news to nobody. */
const STAFF_DECISIONS: ReadonlySet<ThreadEvent> = new Set([
  'qcPass',
  'qcFail',
  'qcReturn',
  'flagAnswer',
]);

/** Staff's canned answers, shown in the reader's language. */
export const CANNED_ANSWERS = [
  'seePin',
  'marginRedone',
  'proceedAsIs',
  'checkContacts',
  'scanRequested',
  'waitCustomer',
] as const;
export type CannedAnswer = (typeof CANNED_ANSWERS)[number];

/** A message may point at a QC pin or at a point the designer flagged, by its position. */
export type ThreadPinKind = 'qc' | 'flag';
export interface ThreadPinLink {
  kind: ThreadPinKind;
  /** 0-based position among the order's QC reasons, or its flag's pins. */
  index: number;
}

/** What the unread rule needs of an entry. */
export interface ThreadEntryFacts {
  seq: number;
  authorId: string;
  fromStaff: boolean;
  kind: 'message' | 'event';
  event?: ThreadEvent;
}

export interface ThreadReader {
  id: string;
  staff: boolean;
}

/**
 * An entry is news to a reader when it came from the other side: a message, or (for the
 * designer) a decision of staff. One's own words and the designer's own moves never are.
 */
export function isNewsTo(entry: ThreadEntryFacts, reader: ThreadReader): boolean {
  if (entry.authorId === reader.id || entry.fromStaff === reader.staff) return false;
  if (entry.kind === 'message') return true;
  return !reader.staff && entry.event !== undefined && STAFF_DECISIONS.has(entry.event);
}

/** How many entries after the reader's last read one are news to them. */
export function unreadCount(
  entries: readonly ThreadEntryFacts[],
  reader: ThreadReader,
  lastReadSeq: number,
): number {
  return entries.filter((entry) => entry.seq > lastReadSeq && isNewsTo(entry, reader)).length;
}

export function isCannedAnswer(value: unknown): value is CannedAnswer {
  return typeof value === 'string' && (CANNED_ANSWERS as readonly string[]).includes(value);
}

export function isPinLink(value: unknown): value is ThreadPinLink {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, index } = value as Record<string, unknown>;
  return (kind === 'qc' || kind === 'flag') && Number.isInteger(index) && Number(index) >= 0;
}

export type ThreadMessageProblem = 'empty' | 'cannedNotStaff' | 'badCanned' | 'badPin';

export interface ThreadMessageDraft {
  /** Text as HTML (the composer escapes what was typed); "" with a canned answer alone. */
  content: string;
  canned?: unknown;
  pin?: unknown;
  attachments: number;
}

/** Why a message may not be sent, if it may not: something to say, canned answers staff's. */
export function threadMessageProblem(
  draft: ThreadMessageDraft,
  byStaff: boolean,
): ThreadMessageProblem | undefined {
  if (draft.canned !== undefined && !isCannedAnswer(draft.canned)) return 'badCanned';
  if (draft.canned !== undefined && !byStaff) return 'cannedNotStaff';
  if (draft.pin !== undefined && !isPinLink(draft.pin)) return 'badPin';
  const said = stripTags(draft.content).trim() !== '' || /<img\b/i.test(draft.content);
  if (!said && draft.canned === undefined && draft.attachments === 0) return 'empty';
  return undefined;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

/** The text a stored message says, as its writer typed it: what the length limit counts. */
export function threadMessageText(html: string): string {
  const lines = html.split(/<\/p>\s*<p>|<br\s*\/?>/i).map(stripTags);
  const unescape = Object.fromEntries(Object.entries(ESCAPES).map(([char, code]) => [code, char]));
  return lines
    .join('\n')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (code) => unescape[code] ?? code)
    .trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Typed text as the HTML the thread stores: escaped, one paragraph per line. */
export function plainTextToHtml(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  if (lines.length === 1 && lines[0] === '') return '';
  return lines
    .map((line) => `<p>${line.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)}</p>`)
    .join('');
}
