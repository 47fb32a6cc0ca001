import type { FakeState } from '../store/state';
import { HOSTILE_CORPUS } from './hostileCorpus';

type Row = Record<string, unknown>;

/** The text fields others can read, per collection (fields that are links or codes stay). */
const READABLE_FIELDS: Partial<Record<keyof FakeState, readonly string[]>> = {
  users: ['name', 'realName'],
  designTasks: ['patientName', 'remark', 'qcReasons'],
  taskFiles: ['name', 'originalName'],
  caseFiles: ['name', 'fileName'],
  specialRequests: ['title', 'content'],
  specialRequestFiles: ['name', 'fileName'],
  questions: ['questionTitle', 'answerContext'],
  tickets: ['subject', 'content'],
  ticketReplies: ['content'],
  certificationAttempts: ['reason', 'fileName'],
  deductions: ['reason'],
  withdrawals: ['reason'],
  notices: ['title', 'content'],
};

/**
 * The seed with the hostile corpus in every readable field, each field of each record taking the
 * next payload in turn (so every payload lands somewhere, and most pages show several).
 * Bank names and nick names of the payment and profile records follow.
 */
export function plantHostileCorpus(state: FakeState): FakeState {
  let next = 0;
  const payload = () => HOSTILE_CORPUS[next++ % HOSTILE_CORPUS.length];
  const hostile = (value: unknown): unknown => {
    if (typeof value === 'string') return payload();
    if (Array.isArray(value)) return value.map(hostile);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, hostile(v)]));
    }
    return value;
  };
  const planted: Row = { ...state };
  for (const [collection, fields] of Object.entries(READABLE_FIELDS)) {
    const rows = planted[collection];
    if (!Array.isArray(rows)) continue;
    planted[collection] = rows.map((row: Row) => {
      const copy = { ...row };
      for (const field of fields) if (field in copy) copy[field] = hostile(copy[field]);
      return copy;
    });
  }
  const result = planted as unknown as FakeState;
  result.users = result.users.map((user) => ({
    ...user,
    payment: user.payment && {
      ...user.payment,
      bankName: user.payment.bankName && payload(),
      branch: user.payment.branch && payload(),
    },
    profile: user.profile && { ...user.profile, nickName: payload() },
  }));
  return result;
}
