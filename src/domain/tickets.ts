/**
 * Work-order (ticket) rules of SPEC §4 and §5, shared by the portal and the fake API. Pure.
 * status: "0" open, "1" under solution, "2" solved, "3" closed (final).
 */
import { isStaff } from './roles';
export type TicketStatus = '0' | '1' | '2' | '3';

export const TICKET_STATUSES: readonly TicketStatus[] = ['0', '1', '2', '3'];
export const TICKET_STATUS_NAMES: Readonly<Record<TicketStatus, string>> = {
  '0': 'open',
  '1': 'under_solution',
  '2': 'solved',
  '3': 'closed',
};

/** SPEC §3: a work order's problemCategory is always this value. */
export const TICKET_PROBLEM_CATEGORY = '其他问题';

/** Where customer service may move a ticket; a closed ticket stays closed. */
const MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  '0': ['1', '2', '3'],
  '1': ['2', '3'],
  '2': ['1', '3'],
  '3': [],
};

/** Customer service and administrators handle every user's work orders. */
export function isTicketStaff(roleName: string | undefined): boolean {
  return isStaff(roleName);
}

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: TicketStatus): readonly TicketStatus[] {
  return MOVES[from];
}

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * The status after a reply, or undefined when nobody may reply (closed). Customer service
 * answering an open ticket takes it (under solution); the designer answering a solved one
 * reopens it (open), so that it waits for customer service again.
 */
export function statusAfterReply(status: TicketStatus, byStaff: boolean): TicketStatus | undefined {
  if (status === '3') return undefined;
  if (byStaff) return status === '0' ? '1' : status;
  return status === '2' ? '0' : status;
}

export interface WorkOrderDraft {
  subject: string;
  /** HTML of the editor. */
  content: string;
  /** Names of the attachments whose upload has not finished. */
  uploading: readonly string[];
}

export type WorkOrderProblem =
  { key: 'uploading'; names: string } | { key: 'subject_required' } | { key: 'content_required' };

/** The first reason a work order may not be sent (SPEC §5 order), or undefined. */
export function workOrderProblem(draft: WorkOrderDraft): WorkOrderProblem | undefined {
  if (draft.uploading.length > 0) return { key: 'uploading', names: draft.uploading.join(', ') };
  if (draft.subject.trim() === '') return { key: 'subject_required' };
  if (!hasContent(draft.content)) return { key: 'content_required' };
  return undefined;
}

/** A reply needs no title: the same rules otherwise. */
export function replyProblem(draft: Omit<WorkOrderDraft, 'subject'>): WorkOrderProblem | undefined {
  return workOrderProblem({ ...draft, subject: 'reply' });
}

/** Editor HTML with text or an image; `<p></p>` alone is empty. */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return text.trim() !== '';
}
