import { addMonths, format, subDays } from 'date-fns';

/**
 * The referral rule of SPEC §9, the only one: an inviter earns 1 yuan (100 fen) per valid order of
 * each invitee for 6 months from the invitee's registration, settled monthly. A valid order passed
 * quality inspection, is not a rework and is not void. The promotion page's figures, the month's
 * bill and the dashboard's income all count with validOrdersInMonth and pay with referralRewardFen.
 */
const REFERRAL_REWARD_FEN_PER_ORDER = 100;
const REFERRAL_WINDOW_MONTHS = 6;

export interface ReferralOrder {
  /** When the order passed quality inspection (`yyyy-MM-dd[ HH:mm:ss]`), or "" if it has not. */
  passedAt: string;
  /**
   * The month (`yyyy-MM`) whose bill pays it: the month it passed in, unless that month was
   * already closed when it passed (then the next open one). Absent: the month it passed in.
   */
  settledIn?: string;
  isRework: boolean;
  isVoid: boolean;
}

/** The invitee's state in the promotion record. */
export type InviteeState = 'registered' | 'qualified' | 'first_order';

const day = (dateTime: string): string => dateTime.slice(0, 10);

function parseDay(value: string): Date {
  const [year, month, date] = day(value).split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** The last day (inclusive, `yyyy-MM-dd`) of the 6-month window opened by a registration. */
export function referralWindowEnd(registeredAt: string): string {
  return format(
    subDays(addMonths(parseDay(registeredAt), REFERRAL_WINDOW_MONTHS), 1),
    'yyyy-MM-dd',
  );
}

export function isValidReferralOrder(order: ReferralOrder, registeredAt: string): boolean {
  if (!order.passedAt || order.isRework || order.isVoid) return false;
  const passed = day(order.passedAt);
  return passed >= day(registeredAt) && passed <= referralWindowEnd(registeredAt);
}

const settledIn = (order: ReferralOrder): string => order.settledIn ?? order.passedAt.slice(0, 7);

/** Valid orders of one invitee settled in one month (`yyyy-MM`): the monthly reward's base. */
export function validOrdersInMonth(
  orders: readonly ReferralOrder[],
  registeredAt: string,
  month: string,
): number {
  return orders.filter(
    (order) => isValidReferralOrder(order, registeredAt) && settledIn(order) === month,
  ).length;
}

export function validOrderCount(orders: readonly ReferralOrder[], registeredAt: string): number {
  return orders.filter((order) => isValidReferralOrder(order, registeredAt)).length;
}

export function referralRewardFen(validOrders: number): number {
  return validOrders * REFERRAL_REWARD_FEN_PER_ORDER;
}

export function inviteeState(qualified: boolean, orders: readonly ReferralOrder[]): InviteeState {
  if (orders.some((order) => order.passedAt !== '')) return 'first_order';
  return qualified ? 'qualified' : 'registered';
}

/** "张伟" -> "张*", "Alice" -> "A***e": an invitee's name as the inviter sees it. */
export function maskInviteeName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
