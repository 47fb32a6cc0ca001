import { Router } from 'express';
import type { Request, Response } from 'express';
import { fenToYuan, shareTax } from '../../../../src/domain/money';
import { isStaff } from '../../../../src/domain/roles';
import type { FakeApiContext } from '../../../context';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import { formatDateTime } from '../../../http/format';
import { bodyOf, param } from '../../../http/params';
import { requireAdmin } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { openDisputeTicket } from '../../../money/billDispute';
import { monthCloses } from '../../../money/billMonth';
import { awaitingQcIn, closeMonthFor } from '../../../money/closeMonth';
import { moneyMessage } from '../../../messages/moneyMessages';
import { closeMonthRefusal } from '../../../../src/domain/billing';
import type { CadVersion, DesignTask } from '../../../../dataProvider/wireTypes';
import type { FakeState } from '../../../store/state';
import type { BillRecord } from '../../../money/moneyTypes';
import type {
  AwaitingQcOrder,
  Bill,
  BillDetail,
  CloseMonthAnswer,
} from '../../../../dataProvider/moneyWireTypes';
import { billView, billViews, MONEY_MESSAGES } from '../../../money/ledger';
import { refuseTooLong } from '../../../messages/limitMessages';
import { emitNotification } from '../../../notifications/events';
import { validateRequest } from '../../../http/openApiValidation';

/** /api/os/bill: bills (a designer's own; any designer's, read-only, for staff), month closing. */
export function billRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  const staff = (res: Response) => isStaff(sessionOf(res).user.roleAlias);

  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    const [account, month] = [param(req, 'account'), param(req, 'name')];
    // Staff see every designer's bills (`account` picks one); a designer only their own.
    const owners = staff(res)
      ? state().users.filter((u) => !account || u.account === account)
      : [user];
    const records = owners
      .flatMap((owner) => billViews(state(), owner.id))
      .filter((bill) => !month || bill.name === month)
      .sort((a, b) => b.name.localeCompare(a.name) || a.account.localeCompare(b.account));
    sendOk(res, bladePage(records, req));
  });

  router.get('/:id/detail', (req, res) => {
    const { user } = sessionOf(res);
    const bill = (state().bills ?? []).find((b) => b.id === req.params.id);
    if (!bill || (bill.userId !== user.id && !staff(res))) {
      return sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.billNotFound));
    }
    sendOk(res, billDetailView(bill, billViews(state(), bill.userId)));
  });

  router.post('/:id/confirm', validateRequest(), (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    bill.status = '1';
    sendOk(res, billView(bill, state().users, 0));
  });

  router.post('/:id/dispute', (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    const body = bodyOf(req);
    const reason = String(body.reason ?? '').trim();
    const orderNos = Array.isArray(body.orderNos) ? body.orderNos.map(String) : [];
    const lines = bill.lines.filter((line) => orderNos.includes(line.orderNo));
    if (!reason || lines.length === 0) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.disputeRequired));
    }
    if (refuseTooLong(req, res, [['reason', reason]])) return;
    const ticketId = context.newId();
    openDisputeTicket(state(), sessionOf(res).user, bill, { reason, lines, ticketId, time: now() });
    bill.status = '2';
    bill.ticketId = ticketId;
    sendOk(res, { billId: bill.id, ticketId });
  });

  /**
   * Administrator: close a month (`yyyy-MM`) into bills for every designer who earned in it.
   * Only a month that is over (server clock); orders still awaiting inspection are listed and the
   * close waits for `confirm: true` (docs/CONTRACT.md, "The month rule").
   */
  router.post('/close', requireAdmin, (req, res) => {
    const body = bodyOf(req);
    const target = String(body.month ?? param(req, 'month'));
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(target)) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.monthRequired));
    }
    const refusal = closeMonthRefusal(target, now(), [...monthCloses(state()).keys()]);
    if (refusal) {
      const message =
        refusal === 'notOver' ? MONEY_MESSAGES.monthNotOver : MONEY_MESSAGES.monthClosed;
      return sendFailure(res, 400, moneyMessage(req, message));
    }
    const waiting = awaitingQcIn(state(), target);
    if (waiting.length > 0 && body.confirm !== true) {
      const asked: CloseMonthAnswer = {
        month: target,
        closed: false,
        bills: 0,
        awaitingQc: waiting.map((task) => awaitingView(task, state())),
      };
      return sendOk(res, asked);
    }
    const created = state()
      .users.filter((user) => user.roleAlias === 'designer')
      .map((user) =>
        closeMonthFor(state(), user.id, target, {
          id: context.newId(),
          settlementTime: now(),
        }),
      )
      .filter((bill) => bill !== undefined);
    state().bills = [...(state().bills ?? []), ...created];
    for (const bill of created) {
      emitNotification(context, bill.userId, 'billClosed', target, { month: target });
    }
    const close = { month: target, time: now(), by: sessionOf(res).user.account };
    state().monthCloses = [...(state().monthCloses ?? []), close];
    const closed: CloseMonthAnswer = {
      month: target,
      closed: true,
      bills: created.length,
      awaitingQc: [],
    };
    sendOk(res, closed);
  });

  function ownBill(req: Request, res: Response) {
    const bill = (state().bills ?? []).find(
      (b) => b.id === req.params.id && b.userId === sessionOf(res).user.id,
    );
    if (!bill) sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.billNotFound));
    else if (bill.status !== '0')
      sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.billHandled));
    else return bill;
    return undefined;
  }

  return router;
}

/** The bill's view with its lines: each order's share of the tax, referral rewards in yuan. */
function billDetailView(bill: BillRecord, views: readonly Bill[]): BillDetail {
  const view = views.find((candidate) => candidate.id === bill.id);
  if (!view) throw new Error(`bill ${bill.id} has no view`);
  const shares = shareTax(
    bill.taxFen,
    bill.lines.map((line) => line.designFeeFen),
  );
  return {
    bill: view,
    orders: bill.lines.map((line, index) => ({
      orderNo: line.orderNo,
      productName: line.productName,
      units: line.units,
      isRework: line.isRework ?? '0',
      designFee: fenToYuan(line.designFeeFen),
      tax: fenToYuan(shares[index]),
      net: fenToYuan(line.designFeeFen - shares[index]),
    })),
    unpaid: (bill.unpaid ?? []).map(({ orderNo, productName, reason }) => ({
      orderNo,
      productName,
      reason,
    })),
    referrals: bill.referrals.map((line) => ({
      inviteeName: line.inviteeName,
      orderCount: line.orderCount,
      reward: fenToYuan(line.rewardFen),
    })),
  };
}

function awaitingView(task: DesignTask, state: FakeState): AwaitingQcOrder {
  // Handed in with its last version: a later update (a flag answer, a message) is not a submit.
  const versions = (state.cadVersions ?? []).filter((version) => version.taskId === task.id);
  const last = versions.reduce<CadVersion | undefined>(
    (latest, version) => (latest && latest.version > version.version ? latest : version),
    undefined,
  );
  return {
    id: task.id,
    orderNo: task.orderNo,
    taskNo: task.taskNo,
    account: state.users.find((user) => user.id === task.designerId)?.account ?? '',
    submitTime: last?.submitTime ?? task.updateTime,
  };
}
