import type { TicketCount } from '../../dataProvider/ticketWireTypes';
import type { FakeState, UserRecord } from '../store/state';
import { isStaff } from './ticketViews';

/**
 * GET refreshCount: the caller's unread ticket messages after the cursor `times` (all unread
 * ones when there is none), and the cursor to send next time. A designer's messages are
 * customer-service replies on their unread tickets; staff's are new tickets and authors'
 * replies on tickets staff has not read. So each message is announced once per session.
 */
export function ticketNews(state: FakeState, user: UserRecord, times: number): TicketCount {
  const tickets = (state.tickets ?? []).filter((ticket) => ticket.tenantId === user.tenantId);
  const staff = isStaff(user);
  const waiting = tickets.filter((ticket) =>
    staff ? !ticket.staffRead : ticket.userId === user.id && !ticket.ownerRead,
  );
  const waitingIds = new Set(waiting.map((ticket) => ticket.id));
  const replies = (state.ticketReplies ?? []).filter(
    (reply) => waitingIds.has(reply.ticketId) && reply.fromStaff !== staff && reply.seq > times,
  );
  const created = staff ? waiting.filter((ticket) => ticket.seq > times).length : 0;
  const seqs = [...(state.tickets ?? []), ...(state.ticketReplies ?? [])].map((item) => item.seq);
  return { newsCount: replies.length + created, times: Math.max(0, ...seqs) };
}
