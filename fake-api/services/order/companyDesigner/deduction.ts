import { Router } from 'express';
import type { Request } from 'express';
import { parseYuan } from '../../../../src/domain/money';
import { readReason } from '../../../../src/domain/reasonCodes';
import { isStaff } from '../../../../src/domain/roles';
import type { Deduction, StaffDeduction } from '../../../../dataProvider/wireTypes';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime, parseDateTime } from '../../../http/format';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { bladePage } from '../../../http/bladePage';
import { bodyOf, param } from '../../../http/params';
import { landDeduction } from '../../../money/deductionOnBill';
import { MONEY_MESSAGES } from '../../../money/ledger';
import { moneyMessage, type MoneyMessage } from '../../../messages/moneyMessages';
import type { DeductionRecord, FakeState } from '../../../store/state';
import { refuseTooLong } from '../../../messages/limitMessages';

/**
 * GET .../out/list: the caller's deductions, newest violation first; staff see every designer's
 * (with `account` and `realName`, filter `account`). POST .../submit (staff): a new deduction,
 * which lands on the designer's bill of its month (docs/CONTRACT.md, "Money").
 */
export function deductionRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/out/list', (req, res) => {
    const { user } = sessionOf(res);
    const staff = isStaff(user.roleAlias);
    // `month` (yyyy-MM): the deductions of one bill.
    const [month, account] = [param(req, 'month'), param(req, 'account')];
    const records = (state().deductions ?? [])
      .filter((record) => (staff ? true : record.userId === user.id))
      .filter((record) => !month || record.violationTime.startsWith(month))
      .map((record) => (staff ? staffView(state(), record) : ownView(record)))
      .filter((record) => !staff || !account || ('account' in record && record.account === account))
      .sort((a, b) => b.violationTime.localeCompare(a.violationTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });

  router.post('/submit', requireStaff, (req, res) => {
    const parsed = parseDeduction(state(), req);
    if (typeof parsed === 'string') return sendFailure(res, 400, moneyMessage(req, parsed));
    if (refuseTooLong(req, res, [['reason', parsed.reason]])) return;
    if (parsed.method === '1') {
      const refusal = landDeduction(
        state(),
        parsed.userId,
        parsed.violationTime.slice(0, 7),
        parseYuan(parsed.amount) ?? 0,
      );
      if (refusal) return sendFailure(res, 400, moneyMessage(req, refusal));
    }
    const record: DeductionRecord = {
      ...parsed,
      id: context.newId(),
      createTime: formatDateTime(context.settings.now()),
    };
    state().deductions = [...(state().deductions ?? []), record];
    sendOk(res, staffView(state(), record));
  });

  return router;
}

function ownView({ userId: _owner, ...deduction }: DeductionRecord): Deduction {
  return deduction;
}

function staffView(state: FakeState, record: DeductionRecord): StaffDeduction {
  const owner = state.users.find((user) => user.id === record.userId);
  return { ...ownView(record), account: owner?.account ?? '', realName: owner?.realName ?? '' };
}

/** The submitted deduction, or the message refusing it. */
function parseDeduction(
  state: FakeState,
  req: Request,
): Omit<DeductionRecord, 'id' | 'createTime'> | MoneyMessage {
  const body = bodyOf(req);
  const text = (name: string) => String(body[name] ?? '').trim();
  const designer = state.users.find(
    (user) => user.account === text('account') && user.roleAlias === 'designer',
  );
  if (!designer) return MONEY_MESSAGES.deductionAccount;
  const reason = readReason('deduction', text('reasonCode'), text('reason'));
  if (reason === 'invalid') return MONEY_MESSAGES.deductionReasonCode;
  if (typeof reason === 'string') return MONEY_MESSAGES.deductionReason;
  const problemLevel = text('problemLevel');
  if (!isOneOf(problemLevel, ['1', '2', '3'] as const)) return MONEY_MESSAGES.deductionLevel;
  const violationTime = normalizeTime(text('violationTime'));
  if (!violationTime) return MONEY_MESSAGES.deductionTime;
  const amountFen = parseYuan(text('amount'));
  if (amountFen === undefined || amountFen <= 0) return MONEY_MESSAGES.deductionAmount;
  const method = text('method');
  if (!isOneOf(method, ['1', '2'] as const)) return MONEY_MESSAGES.deductionMethod;
  return {
    userId: designer.id,
    reasonCode: reason.code,
    reason: reason.text,
    problemLevel,
    violationTime,
    amount: amountFen / 100,
    currency: designer.payment.currency,
    method,
  };
}

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` → `yyyy-MM-dd HH:mm:ss`; '' when it is not a date. */
function normalizeTime(text: string): string {
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(full)) return '';
  return Number.isNaN(parseDateTime(full)) ? '' : full;
}

function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}
