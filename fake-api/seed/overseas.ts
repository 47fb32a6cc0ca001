import { syncCertifications } from '../onboarding/attempts';
import type { DeductionRecord, FakeState } from '../store/state';
import { DAY_MS, type SeedContext } from './context';
import { accountBills, monthBefore, withdrawalOf } from './money';
import { contractOf, reviewedAttempts } from './onboarding';
import { settleSeedPoints } from './points';
import { demoUser, OVERSEAS_ACCOUNT } from './users';

/** Orders in each of the four months before the seed's own, oldest first. */
const OVERSEAS_ORDERS = [0, 0, 18, 24] as const;
/** The overseas designer is tenth in the README's order: phone 13800000010. */
const OVERSEAS_INDEX = 9;

/**
 * The overseas designer (README, demo accounts), who settles in US dollars: qualified, contract
 * signed, two bills (the latest to confirm, with a deduction on it) and a withdrawal awaiting
 * review. Added after the rest of the seed, so the ids and draws of the others do not move.
 */
export function seedOverseas(context: SeedContext, state: FakeState): void {
  const user = demoUser(context, state.roles, OVERSEAS_ACCOUNT, OVERSEAS_INDEX);
  state.users.push(user);
  state.certificationAttempts = [
    ...(state.certificationAttempts ?? []),
    ...reviewedAttempts(context, state, user),
  ];
  syncCertifications(state, user);
  const contract = contractOf(context, user);
  state.contracts = [...(state.contracts ?? []), contract];
  user.trackNum = contract.trackNum;

  // 35 days back is always in one of the two billed months, whatever the clock's day.
  const violated = context.daysAgo(35);
  const deduction: DeductionRecord = {
    id: context.nextId(violated),
    userId: user.id,
    reasonCode: 'margin',
    reason: '',
    problemLevel: '1',
    violationTime: context.format(violated),
    createTime: context.format(violated + DAY_MS),
    amount: 15,
    currency: user.payment.currency,
    method: '1',
  };
  state.deductions = [...(state.deductions ?? []), deduction];
  state.bills = [
    ...(state.bills ?? []),
    ...accountBills(context, user, OVERSEAS_ORDERS, [deduction]),
  ];
  const withdrawal = withdrawalOf(context, user, {
    time: `${monthBefore(context, 1)}-21 16:40:00`,
    amountFen: 50_000,
    status: '0',
  });
  state.withdrawals = [...(state.withdrawals ?? []), withdrawal];
  settleSeedPoints(state, [user]);
}
