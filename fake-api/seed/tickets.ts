import type { TicketRecord, TicketReplyRecord, UserRecord } from '../store/state';
import { TICKET_PROBLEM_CATEGORY } from '../../src/domain/tickets';
import type { SeedContext } from './context';

interface SeededTickets {
  tickets: TicketRecord[];
  ticketReplies: TicketReplyRecord[];
}

/**
 * Two work orders of `designer` (one answered and read, one waiting) and one of `mainacct`, so
 * that every list has something and ownership can be checked.
 */
export function createTickets(context: SeedContext, users: UserRecord[]): SeededTickets {
  const byAccount = (account: string) => {
    const user = users.find((candidate) => candidate.account === account);
    if (!user) throw new Error(`seed: no account ${account}`);
    return user;
  };
  const designer = byAccount('designer');
  const support = byAccount('support');
  const main = byAccount('mainacct');
  let seq = 0;
  const ticket = (
    user: UserRecord,
    days: number,
    fields: Pick<TicketRecord, 'subject' | 'content' | 'status' | 'ownerRead' | 'staffRead'>,
  ): TicketRecord => {
    const created = context.daysAgo(days);
    return {
      id: context.nextId(created),
      tenantId: user.tenantId,
      userId: user.id,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList: [],
      seq: ++seq,
      createTime: context.format(created),
      updateTime: context.format(created),
      ...fields,
    };
  };
  const answered = ticket(designer, 20, {
    subject: '上月账单金额不对',
    content: '<p>十月账单少了两笔设计费，请帮忙核对。</p>',
    status: '2',
    ownerRead: true,
    staffRead: true,
  });
  const waiting = ticket(designer, 3, {
    subject: '种植导板可以接单吗？',
    content: '<p>我已经通过了种植类认证，为什么看不到导板订单？</p>',
    status: '0',
    ownerRead: true,
    staffRead: false,
  });
  const others = ticket(main, 5, {
    subject: '子账号派单问题',
    content: '<p>派给子账号的订单撤回后不见了。</p>',
    status: '1',
    ownerRead: true,
    staffRead: true,
  });
  const replyTime = context.daysAgo(19);
  const reply: TicketReplyRecord = {
    id: context.nextId(replyTime),
    ticketId: answered.id,
    userId: support.id,
    fromStaff: true,
    content: '<p>已核对，两笔设计费已补发到本月账单。</p>',
    attachList: [],
    seq: ++seq,
    createTime: context.format(replyTime),
  };
  answered.updateTime = reply.createTime;
  return { tickets: [answered, waiting, others], ticketReplies: [reply] };
}
