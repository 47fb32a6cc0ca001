import { readReason } from '../../../../src/domain/reasonCodes';
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { FakeApiContext } from '../../../context';
import { sendFailure, sendOk } from '../../../http/blade';
import { formatDateTime } from '../../../http/format';
import { bodyOf } from '../../../http/params';
import { requireStaff } from '../../../middleware/requireRole';
import { MONEY_MESSAGES, withdrawalView } from '../../../money/ledger';
import { moneyMessage, type MoneyMessage } from '../../../messages/moneyMessages';
import { refuseTooLong } from '../../../messages/limitMessages';
import { emitNotification } from '../../../notifications/events';
import { validateRequest } from '../../../http/openApiValidation';

type Decision = {
  status: '1' | '2';
  paymentReference?: string;
  reasonCode?: string;
  reason?: string;
};

/**
 * Staff review of withdrawals (docs/CONTRACT.md, "Money"): pay with a payment reference, or
 * reject with a reason (the money returns to the balance). Each happens once: a retry carrying
 * the same Idempotency-Key answers the decision already taken instead of refusing it.
 */
export function withdrawalReviewRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.post('/:id/approve', requireStaff, validateRequest(), (req, res) => {
    const reference = String(bodyOf(req).paymentReference ?? '').trim();
    decide(req, res, () =>
      reference ? { status: '1', paymentReference: reference } : MONEY_MESSAGES.referenceRequired,
    );
  });

  router.post('/:id/reject', requireStaff, validateRequest(), (req, res) => {
    const body = bodyOf(req);
    const reason = readReason(
      'withdrawalRefusal',
      String(body.reasonCode ?? ''),
      String(body.reason ?? ''),
    );
    decide(req, res, () =>
      reason === 'invalid'
        ? MONEY_MESSAGES.refusalReasonCode
        : typeof reason === 'string'
          ? MONEY_MESSAGES.reasonRequired
          : { status: '2', reasonCode: reason.code, reason: reason.text },
    );
  });

  function decide(req: Request, res: Response, change: () => Decision | MoneyMessage) {
    const withdrawal = (state().withdrawals ?? []).find((w) => w.id === req.params.id);
    if (!withdrawal)
      return sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.withdrawalNotFound));
    const requestKey = req.get('Idempotency-Key') ?? '';
    if (requestKey && withdrawal.decisionKey === requestKey) {
      return sendOk(res, withdrawalView(withdrawal, state().users, true));
    }
    if (withdrawal.status !== '0')
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.notPending));
    const patch = change();
    if (typeof patch === 'string') return sendFailure(res, 400, moneyMessage(req, patch));
    const texts = [
      ['paymentReference', patch.paymentReference],
      ['reason', patch.reason],
    ] as const;
    if (refuseTooLong(req, res, texts)) return;
    Object.assign(withdrawal, patch, {
      decisionKey: requestKey,
      updateTime: formatDateTime(context.settings.now()),
    });
    const type = patch.status === '1' ? 'withdrawalPaid' : 'withdrawalRefused';
    emitNotification(context, withdrawal.userId, type, withdrawal.id, {
      withdrawalNo: withdrawal.withdrawalNo,
      amountFen: String(withdrawal.amountFen),
    });
    sendOk(res, withdrawalView(withdrawal, state().users, true));
  }

  return router;
}
