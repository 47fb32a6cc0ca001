import { Router } from 'express';
import type { Balance } from '../../../../dataProvider/moneyWireTypes';
import { fenToYuan, maskAccount } from '../../../../src/domain/money';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { balanceOf, moneySettings, withdrawnInMonth } from '../../../money/ledger';

/** /api/os/settlement/balance: the designer's balance (docs/CONTRACT.md, "Money"). */
export function settlementRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const month = () => formatDateTime(context.settings.now()).slice(0, 7);

  router.get('/balance', (_req, res) => {
    const { user } = sessionOf(res);
    const balance = balanceOf(state(), user.id);
    const answer: Balance = {
      available: fenToYuan(balance.availableFen),
      onTheWay: fenToYuan(balance.onTheWayFen),
      depositHeld: fenToYuan(balance.depositHeldFen),
      minWithdrawal: fenToYuan(moneySettings(state()).minWithdrawalFen),
      monthWithdrawn: fenToYuan(withdrawnInMonth(state(), user.id, month())),
      currency: user.payment.currency,
      bankAccount: maskAccount(user.payment.accountNumber),
      hasPayment: user.payment.accountNumber !== '',
    };
    sendOk(res, answer);
  });

  return router;
}
