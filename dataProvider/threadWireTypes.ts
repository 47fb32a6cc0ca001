import type { CannedAnswer, ThreadEvent, ThreadPinLink } from '../src/domain/orderThread';
import type { TicketAttachment } from './ticketWireTypes';

/** Wire shapes of an order's thread (docs/CONTRACT.md, "Order thread"). */

/** One entry: a message (text, canned answer, attachments, pin) or an event of the order. */
export interface ThreadEntry {
  id: string;
  taskId: string;
  /** Order of the entries, across every thread. */
  seq: number;
  kind: 'message' | 'event';
  /** The state change, for an event. */
  event?: ThreadEvent;
  authorId: string;
  authorName: string;
  fromStaff: boolean;
  /** HTML as stored: sanitized before it is shown. "" for events and canned answers alone. */
  content: string;
  canned?: CannedAnswer;
  attachList: TicketAttachment[];
  pin?: ThreadPinLink;
  createTime: string;
  /** News to the caller that they have not read yet. */
  unread: boolean;
}

export interface NewThreadMessage {
  content: string;
  canned?: CannedAnswer;
  attachList: TicketAttachment[];
  pin?: ThreadPinLink;
}

/** The caller's unread entries per order id, for orders with any (the feed's `threads`). */
export type ThreadUnread = Record<string, number>;
