import type { NotificationType } from '../src/domain/notifications';
import type { TicketCount } from './ticketWireTypes';
import type { ThreadUnread } from './threadWireTypes';

/** Wire shapes of the notification centre (docs/CONTRACT.md, "Notifications"). */

/** One event of the caller's log: a code and its parameters, never a sentence. */
export interface NotificationEvent {
  id: string;
  /** The recipient: always the caller. */
  userId: string;
  type: NotificationType;
  /** What it is about: a task id, a withdrawal id, an attempt id, the user id, a month. */
  ref: string;
  /** Values the sentence needs (order number, amount in fen, denture type code, month). */
  params: Record<string, string>;
  createTime: string;
  read: boolean;
}

/**
 * GET /api/os/message/feed?after=&ticketTimes=: the unread count and what came after the
 * client's cursor, and the work-order news of SPEC §8 (refreshCount's answer, folded in so that
 * one request a poll serves both).
 */
export interface NotificationFeed {
  unread: number;
  /** The caller's newest event id ("" when none): the next call's `after`. */
  lastId: string;
  /** The caller's events after `after`, oldest first; none without a known `after`. */
  events: NotificationEvent[];
  /** refreshCount for `ticketTimes` (all unread work-order messages without it). */
  tickets: TicketCount;
  /** Unread entries of the caller's order threads, by order id (only orders with any). */
  threads: ThreadUnread;
}
