import type { TicketStatus } from '../src/domain/tickets';

/** Wire shapes of the work-order calls (docs/CONTRACT.md, "Tickets"). */

export interface TicketAttachment {
  fileName: string;
  /** The upload's link (absolute http(s) URL). */
  filePath: string;
  /** Bytes. */
  fileSize: number;
}

/** A work order as GET /api/os/ticket/myList and /{id}/detail answer it. */
export interface Ticket {
  id: string;
  subject: string;
  /** HTML as the author's editor wrote it: the portal sanitizes it before showing it. */
  content: string;
  problemCategory: string;
  attachList: TicketAttachment[];
  status: TicketStatus;
  /** For the caller: "1" read, "0" something new waits (a reply, or for staff a new ticket). */
  readStatus: '0' | '1';
  userId: string;
  account: string;
  userName: string;
  replyCount: number;
  createTime: string;
  updateTime: string;
  /** The bill a dispute opened this work order about (docs/CONTRACT.md, "Money"). */
  bill?: { id: string; name: string };
}

export interface TicketReply {
  id: string;
  ticketId: string;
  userId: string;
  userName: string;
  /** true when customer service wrote it. */
  fromStaff: boolean;
  content: string;
  attachList: TicketAttachment[];
  createTime: string;
}

export interface NewTicket {
  subject: string;
  content: string;
  problemCategory: string;
  attachList: TicketAttachment[];
}

export interface NewTicketReply {
  content: string;
  attachList: TicketAttachment[];
}

/**
 * GET /refreshCount: `times` is the server's message cursor. Send back the `times` of the last
 * answer; newsCount counts the caller's unread messages after it (all unread ones without it).
 */
export interface TicketCount {
  newsCount: number;
  times: number;
}

export interface ServiceQuestion {
  id: string;
  questionTitle: string;
  /** HTML from the server: sanitized before it is shown. */
  answerContext: string;
}

/** POST /api/blade-resource/oss/endpoint/put-file */
export interface PutFileResult {
  link: string;
  domain: string;
  name: string;
  originalName: string;
}
