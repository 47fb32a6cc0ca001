import { TICKET_PROBLEM_CATEGORY } from '../../src/domain/tickets';
import type { FakeState, UserRecord } from '../store/state';
import { nextSeq } from '../tickets/ticketViews';
import type { BillLineRecord, BillRecord } from './moneyTypes';

/**
 * The work order a bill dispute opens: subject `账单异议 yyyy-MM`, the reason and the disputed
 * lines, linked to the bill (`billId`, `billName`) so that customer service sees which bill it is.
 */
export function openDisputeTicket(
  state: FakeState,
  owner: UserRecord,
  bill: BillRecord,
  dispute: { reason: string; lines: readonly BillLineRecord[]; ticketId: string; time: string },
): void {
  const list = dispute.lines.map((line) => `<li>${line.orderNo} ${line.productName}</li>`).join('');
  state.tickets = [
    ...(state.tickets ?? []),
    {
      id: dispute.ticketId,
      tenantId: owner.tenantId,
      userId: owner.id,
      subject: disputeSubject(bill.name),
      content: `<p>${escapeHtml(dispute.reason)}</p><ul>${list}</ul>`,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList: [],
      status: '0',
      ownerRead: true,
      staffRead: false,
      seq: nextSeq(state),
      createTime: dispute.time,
      updateTime: dispute.time,
      billId: bill.id,
      billName: bill.name,
    },
  ];
}

/** The subject of a bill dispute's work order, e.g. `账单异议 2026-10`. */
export function disputeSubject(billName: string): string {
  return `账单异议 ${billName}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
