import { Router } from 'express';
import type { Request, Response } from 'express';
import { fenToYuan } from '../../../../src/domain/money';
import { unitPriceProblem } from '../../../../src/domain/pricing';
import { isStaff } from '../../../../src/domain/roles';
import type { FakeApiContext } from '../../../context';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import { formatDateTime } from '../../../http/format';
import { bodyOf, param } from '../../../http/params';
import { MONEY_MESSAGES, moneyMessage } from '../../../messages/moneyMessages';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import type { PriceEntryRecord } from '../../../money/moneyTypes';
import { changePrice, priceHistory, priceListOf } from '../../../money/priceList';
import type { FakeState } from '../../../store/state';
import type { UnitPriceDetail, UnitPriceRow } from '../../../../dataProvider/moneyWireTypes';

/**
 * /api/os/price: the price list (docs/CONTRACT.md, "Price list"). Staff read and change every
 * price, each change kept; a designer reads only the prices of their own level.
 */
export function priceRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    const staff = isStaff(user.roleAlias);
    const [product, level] = [param(req, 'productName'), param(req, 'level')];
    const rows = priceListOf(state())
      .filter((entry) => staff || entry.level === user.level)
      .filter(
        (entry) => (!product || entry.productName === product) && (!level || entry.level === level),
      )
      .map((entry) => priceView(entry, staff));
    sendOk(res, bladePage(rows, req));
  });

  router.get('/:id/detail', requireStaff, (req, res) => {
    const entry = priceEntry(state(), req.params.id, res, req);
    if (entry) sendOk(res, priceDetail(state(), entry));
  });

  router.post('/submit', requireStaff, (req, res) => {
    const body = bodyOf(req);
    const entry = priceEntry(state(), String(body.id ?? ''), res, req);
    if (!entry) return;
    const newFen = typeof body.unitPriceFen === 'number' ? body.unitPriceFen : Number.NaN;
    if (unitPriceProblem(newFen)) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.priceInvalid));
    }
    changePrice(state(), entry, {
      newFen,
      by: sessionOf(res).user.account,
      time: formatDateTime(context.settings.now()),
      id: context.newId(),
    });
    sendOk(res, priceDetail(state(), entry));
  });

  return router;
}

function priceEntry(
  state: FakeState,
  id: string,
  res: Response,
  req: Request,
): PriceEntryRecord | undefined {
  const entry = priceListOf(state).find((candidate) => candidate.id === id);
  if (!entry) sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.priceNotFound));
  return entry;
}

/** A row of the list; who changed it is for staff only. */
function priceView(entry: PriceEntryRecord, staff: boolean): UnitPriceRow {
  return {
    ...entry,
    unitPrice: fenToYuan(entry.unitPriceFen),
    updatedBy: staff ? entry.updatedBy : '',
  };
}

function priceDetail(state: FakeState, entry: PriceEntryRecord): UnitPriceDetail {
  return {
    ...priceView(entry, true),
    history: priceHistory(state, entry.id).map(({ id, oldFen, newFen, by, time }) => ({
      id,
      oldFen,
      newFen,
      by,
      time,
    })),
  };
}
