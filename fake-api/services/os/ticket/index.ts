import { Router } from 'express';
import type { Request } from 'express';
import { MESSAGES, missingParameter, sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { param } from '../../../http/params';
import type { TicketRecord } from '../../../store/state';
import { bladePage } from '../../../http/bladePage';
import { ticketNews } from '../../../tickets/ticketNews';
import {
  isReadBy,
  isStaff,
  nextSeq,
  parseAttachList,
  replyView,
  ticketView,
  visibleTicket,
} from '../../../tickets/ticketViews';
import {
  TICKET_PROBLEM_CATEGORY,
  canMoveTicket,
  hasContent,
  isTicketStatus,
  statusAfterReply,
} from '../../../../src/domain/tickets';
import { refuseTooLong } from '../../../messages/limitMessages';
import { TICKET_MESSAGES } from '../../../messages/ticketMessages';

/** os/ticket: work orders, replies, read marks, staff status moves and the news count. */
export function ticketRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());

  router.get('/myList', (req, res) => {
    const { user } = sessionOf(res);
    const subject = param(req, 'subject').toLowerCase();
    const [status, readStatus, account] = ['status', 'readStatus', 'account'].map((name) =>
      param(req, name),
    );
    const records = (state().tickets ?? [])
      .filter((ticket) => visibleTicket(state(), user, ticket.id))
      .map((ticket) => ticketView(state(), ticket, user))
      .filter((ticket) => !subject || ticket.subject.toLowerCase().includes(subject))
      .filter((ticket) => !status || ticket.status === status)
      .filter((ticket) => !readStatus || ticket.readStatus === readStatus)
      .filter((ticket) => !account || ticket.account.includes(account))
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });

  router.post('/create', (req, res) => {
    const { user } = sessionOf(res);
    const body = bodyOf(req);
    const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
    const content = typeof body.content === 'string' ? body.content : '';
    const category = body.problemCategory ?? TICKET_PROBLEM_CATEGORY;
    const attachList = parseAttachList(body.attachList, state(), user.id);
    if (!subject) return sendFailure(res, 400, TICKET_MESSAGES.subjectRequired);
    if (!hasContent(content)) return sendFailure(res, 400, TICKET_MESSAGES.contentRequired);
    const texts = [
      ['ticketSubject', subject],
      ['ticketContent', content],
    ] as const;
    if (refuseTooLong(req, res, texts)) return;
    if (category !== TICKET_PROBLEM_CATEGORY) {
      return sendFailure(res, 400, TICKET_MESSAGES.badCategory);
    }
    if (!attachList) return sendFailure(res, 400, TICKET_MESSAGES.badAttachments);
    const time = now();
    const ticket: TicketRecord = {
      id: context.newId(),
      tenantId: user.tenantId,
      userId: user.id,
      subject,
      content,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList,
      status: '0',
      ownerRead: true,
      staffRead: false,
      seq: nextSeq(state()),
      createTime: time,
      updateTime: time,
    };
    state().tickets = [...(state().tickets ?? []), ticket];
    sendOk(res, ticketView(state(), ticket, user));
  });

  router.get('/refreshCount', (req, res) => {
    const times = Number(param(req, 'times'));
    sendOk(res, ticketNews(state(), sessionOf(res).user, Number.isFinite(times) ? times : 0));
  });

  router.get('/:id/detail', (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    sendOk(res, ticketView(state(), ticket, user));
  });

  router.get('/:id/replys', (req, res) => {
    const ticket = visibleTicket(state(), sessionOf(res).user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const replies = (state().ticketReplies ?? [])
      .filter((reply) => reply.ticketId === ticket.id)
      .sort((a, b) => a.seq - b.seq)
      .map((reply) => replyView(state(), reply));
    sendOk(res, replies);
  });

  router.post('/:id/reply', (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const body = bodyOf(req);
    const content = typeof body.content === 'string' ? body.content : '';
    const attachList = parseAttachList(body.attachList, state(), user.id);
    if (!hasContent(content)) return sendFailure(res, 400, TICKET_MESSAGES.contentRequired);
    if (refuseTooLong(req, res, [['ticketReply', content]])) return;
    if (!attachList) return sendFailure(res, 400, TICKET_MESSAGES.badAttachments);
    const byStaff = ticket.userId !== user.id;
    const status = statusAfterReply(ticket.status, byStaff);
    if (!status) return sendFailure(res, 400, TICKET_MESSAGES.closed);
    const reply = {
      id: context.newId(),
      ticketId: ticket.id,
      userId: user.id,
      fromStaff: byStaff,
      content,
      attachList,
      seq: nextSeq(state()),
      createTime: now(),
    };
    state().ticketReplies = [...(state().ticketReplies ?? []), reply];
    Object.assign(ticket, { status, updateTime: reply.createTime });
    if (byStaff) Object.assign(ticket, { ownerRead: false, staffRead: true });
    else Object.assign(ticket, { ownerRead: true, staffRead: false });
    sendOk(res, replyView(state(), reply));
  });

  router.post('/:id/read', (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    if (!isReadBy(ticket, user)) {
      if (ticket.userId === user.id) ticket.ownerRead = true;
      else ticket.staffRead = true;
    }
    sendOk(res, null);
  });

  router.post('/:id/status', (req, res) => {
    const { user } = sessionOf(res);
    if (!isStaff(user)) return sendFailure(res, 403, MESSAGES.forbidden);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const status = param(req, 'status');
    if (!status) return sendFailure(res, 400, missingParameter('status'));
    if (!isTicketStatus(status)) return sendFailure(res, 400, TICKET_MESSAGES.badStatus);
    if (!canMoveTicket(ticket.status, status)) {
      return sendFailure(res, 400, TICKET_MESSAGES.illegalMove);
    }
    Object.assign(ticket, { status, updateTime: now() });
    sendOk(res, ticketView(state(), ticket, user));
  });

  return router;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
