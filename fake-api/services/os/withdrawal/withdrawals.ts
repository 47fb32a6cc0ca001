import { Router } from 'express';
import { checkWithdrawal, parseYuan } from '../../../../src/domain/money';
import { isStaff as isStaffRole } from '../../../../src/domain/roles';
import { bladePage } from '../../../http/bladePage';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { refuseCompanyMember } from '../../../middleware/requireRole';
import {
  balanceOf,
  MONEY_MESSAGES,
  moneySettings,
  previewWithdrawal,
  withdrawalView,
} from '../../../money/ledger';
import { bodyOf, param } from '../../../http/params';
import { moneyMessage } from '../../../messages/moneyMessages';
import { validateRequest } from '../../../http/openApiValidation';

/** /api/os/withdrawal: a designer's withdrawals, read by staff too (docs/CONTRACT.md, "Money"). */
export function withdrawalRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  const month = () => now().slice(0, 7);
  const staff = (res: Parameters<typeof sessionOf>[0]) =>
    isStaffRole(sessionOf(res).user.roleAlias);

  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    const [status, account] = [param(req, 'status'), param(req, 'account')];
    const records = (state().withdrawals ?? [])
      .filter((w) => (staff(res) ? true : w.userId === user.id))
      .map((w) => withdrawalView(w, state().users, staff(res)))
      .filter((w) => !status || w.status === status)
      .filter((w) => !account || w.account.includes(account))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });

  router.get('/preview', refuseCompanyMember, (req, res) => {
    const { user } = sessionOf(res);
    const amountFen = parseYuan(param(req, 'amount'));
    if (amountFen === undefined || amountFen <= 0) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.invalidAmount));
    }
    sendOk(res, previewWithdrawal(state(), user, month(), amountFen));
  });

  // Synchronous from the check to the write: concurrent submits cannot both pass the balance check.
  router.post('/submit', refuseCompanyMember, validateRequest(), (req, res) => {
    const { user } = sessionOf(res);
    const requestKey = req.get('Idempotency-Key') ?? '';
    const withdrawals = state().withdrawals ?? [];
    const repeated = requestKey
      ? withdrawals.find((w) => w.userId === user.id && w.requestKey === requestKey)
      : undefined;
    if (repeated) return sendOk(res, withdrawalView(repeated, state().users));
    if (!user.payment.accountNumber)
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.noPayment));
    // A JSON integer of fen by docs/api/openapi.yaml (validated above).
    const amountFen = Number(bodyOf(req).amountFen);
    const refusal = checkWithdrawal(amountFen, {
      minimumFen: moneySettings(state()).minWithdrawalFen,
      availableFen: balanceOf(state(), user.id).availableFen,
    });
    if (refusal || amountFen === undefined) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES[refusalMessage(refusal)]));
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
      currency: user.payment.currency,
      status: '0' as const,
      reasonCode: '',
      reason: '',
      paymentReference: '',
      requestKey,
      createTime: time,
      updateTime: time,
    };
    state().withdrawals = [...withdrawals, record];
    sendOk(res, withdrawalView(record, state().users));
  });

  return router;
}

function refusalMessage(refusal: ReturnType<typeof checkWithdrawal>) {
  if (refusal === 'app.money.validation.belowMinimum') return 'belowMinimum';
  if (refusal === 'app.money.validation.aboveBalance') return 'aboveBalance';
  return 'invalidAmount';
}
