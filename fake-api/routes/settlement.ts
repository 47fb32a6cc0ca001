import { Router } from 'express';
import type { Request } from 'express';
import {
  checkWithdrawal,
  fenToYuan,
  maskAccount,
  parseYuan,
  shareTax,
} from '../../src/domain/money';
import { isStaff as isStaffRole } from '../../src/domain/roles';
import { TICKET_PROBLEM_CATEGORY } from '../../src/domain/tickets';
import { bladePage } from '../http/bladePage';
import { sendFailure, sendOk } from '../http/blade';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import { requireAdmin, requireStaff } from '../middleware/requireRole';
import { sessionOf } from '../middleware/tokenAuth';
import {
  balanceOf,
  billView,
  billViews,
  MONEY_MESSAGES,
  moneySettings,
  previewWithdrawal,
  withdrawalView,
  withdrawnInMonth,
} from '../money/ledger';
import { closeMonthFor } from '../money/closeMonth';
import { rankingOf } from '../money/ranking';
import { param } from '../http/params';
import { nextSeq } from '../tickets/ticketViews';

/** Settlement, withdrawals, bills and the ranking (docs/CONTRACT.md, "Money"). Mounted at /api/os. */
export function settlementRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  const month = () => now().slice(0, 7);
  const staff = (res: Parameters<typeof sessionOf>[0]) =>
    isStaffRole(sessionOf(res).user.roleAlias);

  router.get('/settlement/balance', (_req, res) => {
    const { user } = sessionOf(res);
    const balance = balanceOf(state(), user.id);
    sendOk(res, {
      available: fenToYuan(balance.availableFen),
      onTheWay: fenToYuan(balance.onTheWayFen),
      depositHeld: fenToYuan(balance.depositHeldFen),
      minWithdrawal: fenToYuan(moneySettings(state()).minWithdrawalFen),
      monthWithdrawn: fenToYuan(withdrawnInMonth(state(), user.id, month())),
      currency: user.payment.currency,
      bankAccount: maskAccount(user.payment.accountNumber),
      hasPayment: user.payment.accountNumber !== '',
    });
  });

  router.get('/withdrawal/page', (req, res) => {
    const { user } = sessionOf(res);
    const [status, account] = [param(req, 'status'), param(req, 'account')];
    const records = (state().withdrawals ?? [])
      .filter((w) => (staff(res) ? true : w.userId === user.id))
      .map((w) => withdrawalView(w, state().users))
      .filter((w) => !status || w.status === status)
      .filter((w) => !account || w.account.includes(account))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });

  router.get('/withdrawal/preview', (req, res) => {
    const { user } = sessionOf(res);
    const amountFen = parseYuan(param(req, 'amount'));
    if (amountFen === undefined || amountFen <= 0) {
      return sendFailure(res, 400, MONEY_MESSAGES.invalidAmount);
    }
    sendOk(res, previewWithdrawal(state(), user, month(), amountFen));
  });

  // Synchronous from the check to the write: concurrent submits cannot both pass the balance check.
  router.post('/withdrawal/submit', (req, res) => {
    const { user } = sessionOf(res);
    const requestKey = req.get('Idempotency-Key') ?? '';
    const withdrawals = state().withdrawals ?? [];
    const repeated = requestKey
      ? withdrawals.find((w) => w.userId === user.id && w.requestKey === requestKey)
      : undefined;
    if (repeated) return sendOk(res, withdrawalView(repeated, state().users));
    if (!user.payment.accountNumber) return sendFailure(res, 400, MONEY_MESSAGES.noPayment);
    const amountFen = parseYuan(String(bodyOf(req).amount ?? ''));
    const refusal = checkWithdrawal(amountFen, {
      minimumFen: moneySettings(state()).minWithdrawalFen,
      availableFen: balanceOf(state(), user.id).availableFen,
    });
    if (refusal || amountFen === undefined) {
      return sendFailure(res, 400, MONEY_MESSAGES[refusalMessage(refusal)]);
    }
    const preview = previewWithdrawal(state(), user, month(), amountFen);
    const time = now();
    const id = context.newId();
    const record = {
      id,
      userId: user.id,
      withdrawalNo: `TX${id.slice(-10)}`,
      month: month(),
      accountNumber: user.payment.accountNumber,
      amountFen,
      taxFen: Math.round(preview.tax * 100),
      status: '0' as const,
      reason: '',
      paymentReference: '',
      requestKey,
      createTime: time,
      updateTime: time,
    };
    state().withdrawals = [...withdrawals, record];
    context.store.persist();
    sendOk(res, withdrawalView(record, state().users));
  });

  router.post('/withdrawal/:id/approve', requireStaff, (req, res) => {
    const reference = String(bodyOf(req).paymentReference ?? '').trim();
    decide(req.params.id, res, () =>
      reference ? { status: '1', paymentReference: reference } : MONEY_MESSAGES.referenceRequired,
    );
  });

  router.post('/withdrawal/:id/reject', requireStaff, (req, res) => {
    const reason = String(bodyOf(req).reason ?? '').trim();
    decide(req.params.id, res, () =>
      reason ? { status: '2', reason } : MONEY_MESSAGES.reasonRequired,
    );
  });

  function decide(
    id: string,
    res: Parameters<typeof sessionOf>[0],
    change: () => { status: '1' | '2'; paymentReference?: string; reason?: string } | string,
  ) {
    const withdrawal = (state().withdrawals ?? []).find((w) => w.id === id);
    if (!withdrawal) return sendFailure(res, 404, MONEY_MESSAGES.withdrawalNotFound);
    if (withdrawal.status !== '0') return sendFailure(res, 400, MONEY_MESSAGES.notPending);
    const patch = change();
    if (typeof patch === 'string') return sendFailure(res, 400, patch);
    Object.assign(withdrawal, patch, { updateTime: now() });
    context.store.persist();
    sendOk(res, withdrawalView(withdrawal, state().users));
  }

  router.get('/bill/page', (req, res) => {
    const { user } = sessionOf(res);
    const account = param(req, 'account');
    const owner = staff(res) && account ? state().users.find((u) => u.account === account) : user;
    const month = param(req, 'name');
    const records = owner
      ? billViews(state(), owner.id)
          .filter((bill) => !month || bill.name === month)
          .reverse()
      : [];
    sendOk(res, bladePage(records, req));
  });

  router.get('/bill/:id/detail', (req, res) => {
    const { user } = sessionOf(res);
    const bill = (state().bills ?? []).find((b) => b.id === req.params.id);
    if (!bill || (bill.userId !== user.id && !staff(res))) {
      return sendFailure(res, 404, MONEY_MESSAGES.billNotFound);
    }
    const view = billViews(state(), bill.userId).find((b) => b.id === bill.id);
    const shares = shareTax(
      bill.taxFen,
      bill.lines.map((line) => line.designFeeFen),
    );
    sendOk(res, {
      bill: view,
      orders: bill.lines.map((line, index) => ({
        orderNo: line.orderNo,
        productName: line.productName,
        units: line.units,
        designFee: fenToYuan(line.designFeeFen),
        tax: fenToYuan(shares[index]),
        net: fenToYuan(line.designFeeFen - shares[index]),
      })),
      referrals: bill.referrals.map((line) => ({
        inviteeName: line.inviteeName,
        orderCount: line.orderCount,
        reward: fenToYuan(line.rewardFen),
      })),
    });
  });

  router.post('/bill/:id/confirm', (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    bill.status = '1';
    context.store.persist();
    sendOk(res, billView(bill, state().users, 0));
  });

  router.post('/bill/:id/dispute', (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    const body = bodyOf(req);
    const reason = String(body.reason ?? '').trim();
    const lines = Array.isArray(body.orderNos) ? body.orderNos.map(String) : [];
    const disputed = bill.lines.filter((line) => lines.includes(line.orderNo));
    if (!reason || disputed.length === 0) {
      return sendFailure(res, 400, MONEY_MESSAGES.disputeRequired);
    }
    const { user } = sessionOf(res);
    const time = now();
    const ticketId = context.newId();
    const list = disputed.map((line) => `<li>${line.orderNo} ${line.productName}</li>`).join('');
    state().tickets = [
      ...(state().tickets ?? []),
      {
        id: ticketId,
        tenantId: user.tenantId,
        userId: user.id,
        subject: `账单异议 ${bill.name}`,
        content: `<p>${escapeHtml(reason)}</p><ul>${list}</ul><p>bill:${bill.id}</p>`,
        problemCategory: TICKET_PROBLEM_CATEGORY,
        attachList: [],
        status: '0',
        ownerRead: true,
        staffRead: false,
        seq: nextSeq(state()),
        createTime: time,
        updateTime: time,
      },
    ];
    bill.status = '2';
    bill.ticketId = ticketId;
    context.store.persist();
    sendOk(res, { billId: bill.id, ticketId });
  });

  /** Staff: close a month (`yyyy-MM`) into bills for every designer who earned in it. */
  router.post('/bill/close', requireAdmin, (req, res) => {
    const target = String(bodyOf(req).month ?? param(req, 'month'));
    if (!/^\d{4}-\d{2}$/.test(target)) return sendFailure(res, 400, MONEY_MESSAGES.monthRequired);
    if ((state().bills ?? []).some((bill) => bill.name === target)) {
      return sendFailure(res, 400, MONEY_MESSAGES.monthClosed);
    }
    const created = state()
      .users.filter((user) => user.roleAlias === 'designer')
      .map((user) =>
        closeMonthFor(state(), moneySettings(state()), user.id, target, {
          id: context.newId(),
          settlementTime: now(),
        }),
      )
      .filter((bill) => bill !== undefined);
    state().bills = [...(state().bills ?? []), ...created];
    context.store.persist();
    sendOk(res, { month: target, bills: created.length });
  });

  router.get('/ranking/page', (req, res) => {
    const { user } = sessionOf(res);
    const closed = (state().bills ?? []).map((bill) => bill.name).sort();
    const target = param(req, 'month') || closed[closed.length - 1] || month();
    const ranking = rankingOf(state(), target, user.id);
    sendOk(res, { ...bladePage(ranking.records, req), month: target, mine: ranking.mine });
  });

  function ownBill(req: Request, res: Parameters<typeof sessionOf>[0]) {
    const bill = (state().bills ?? []).find(
      (b) => b.id === req.params.id && b.userId === sessionOf(res).user.id,
    );
    if (!bill) sendFailure(res, 404, MONEY_MESSAGES.billNotFound);
    else if (bill.status !== '0') sendFailure(res, 400, MONEY_MESSAGES.billHandled);
    else return bill;
    return undefined;
  }

  return router;
}

function refusalMessage(refusal: ReturnType<typeof checkWithdrawal>) {
  if (refusal === 'app.money.validation.belowMinimum') return 'belowMinimum';
  if (refusal === 'app.money.validation.aboveBalance') return 'aboveBalance';
  return 'invalidAmount';
}

function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? req.body : {};
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
