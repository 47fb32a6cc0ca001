import type { Ticket, TicketAttachment, TicketReply } from '../../dataProvider/ticketWireTypes';
import type { FakeState, TicketRecord, TicketReplyRecord, UserRecord } from '../store/state';
import { findUserById } from '../store/userQueries';
import { isTicketStaff } from '../../src/domain/tickets';
import { grantOf, keyOfLink, objectLink } from '../storage/objectGrants';

/** Customer service and administrators handle every user's tickets. */
export function isStaff(user: UserRecord): boolean {
  return isTicketStaff(user.roleAlias);
}

/** The ticket when the caller may see it: its author, or staff of the same tenant. */
export function visibleTicket(
  state: FakeState,
  user: UserRecord,
  id: string,
): TicketRecord | undefined {
  const ticket = (state.tickets ?? []).find((candidate) => candidate.id === id);
  if (!ticket || ticket.tenantId !== user.tenantId) return undefined;
  return ticket.userId === user.id || isStaff(user) ? ticket : undefined;
}

export function isReadBy(ticket: TicketRecord, user: UserRecord): boolean {
  return ticket.userId === user.id ? ticket.ownerRead : ticket.staffRead;
}

export function ticketView(state: FakeState, ticket: TicketRecord, viewer: UserRecord): Ticket {
  const author = findUserById(state, ticket.userId);
  return {
    id: ticket.id,
    subject: ticket.subject,
    content: ticket.content,
    problemCategory: ticket.problemCategory,
    attachList: attachmentsView(ticket.attachList),
    status: ticket.status,
    readStatus: isReadBy(ticket, viewer) ? '1' : '0',
    userId: ticket.userId,
    account: author?.account ?? '',
    userName: author?.name ?? '',
    replyCount: (state.ticketReplies ?? []).filter((reply) => reply.ticketId === ticket.id).length,
    createTime: ticket.createTime,
    updateTime: ticket.updateTime,
    ...(ticket.billId ? { bill: { id: ticket.billId, name: ticket.billName ?? '' } } : {}),
  };
}

export function replyView(state: FakeState, reply: TicketReplyRecord): TicketReply {
  return {
    id: reply.id,
    ticketId: reply.ticketId,
    userId: reply.userId,
    userName: findUserById(state, reply.userId)?.name ?? '',
    fromStaff: reply.fromStaff,
    content: reply.content,
    attachList: attachmentsView(reply.attachList),
    createTime: reply.createTime,
  };
}

/** The next message number: every ticket and reply gets one, in order. */
export function nextSeq(state: FakeState): number {
  const seqs = [...(state.tickets ?? []), ...(state.ticketReplies ?? [])].map((item) => item.seq);
  return Math.max(0, ...seqs) + 1;
}

/**
 * The attachments of a body, or undefined when one is malformed or not the caller's own upload:
 * each `filePath` must name a key put-file issued to `userId` (its link or the key itself). What
 * is kept is the key's link on our object route and the size the server measured.
 */
export function parseAttachList(
  value: unknown,
  state: FakeState,
  userId: string,
): TicketAttachment[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const list: TicketAttachment[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { fileName, filePath } = item as Record<string, unknown>;
    if (typeof fileName !== 'string' || fileName.trim() === '') return undefined;
    const key = keyOfLink(filePath);
    const grant = key && grantOf(state, key, userId);
    if (!key || !grant || grant.source !== 'put-file') return undefined;
    list.push({ fileName, filePath: objectLink(key), fileSize: grant.size ?? 0 });
  }
  return list;
}

/** Stored attachments as answered: the link rebuilt from the key (older records included). */
export function attachmentsView(list: readonly TicketAttachment[]): TicketAttachment[] {
  return list.map((file) => {
    const key = keyOfLink(file.filePath);
    return { ...file, filePath: key ? objectLink(key) : '' };
  });
}
