import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_HEADER, startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';
import { REQUEST_MESSAGES } from '../messages/requestMessages';

/**
 * Issue 36, item 9: an attacker with a valid session sends the money and points writes in
 * shapes the portal never sends. Each is refused 400 in the Blade envelope, nothing written,
 * the message in the language asked for.
 */
const NOW = Date.parse('2026-11-01T00:00:00Z');
const KEY = '0123456789abcdef0123456789abcdef';
const LANGUAGES = ['zh', 'en', 'tr'] as const;
const PASSWORDS: Record<string, string> = {
  designer: 'Designer1',
  support: 'Support1',
  operator: 'Operator1',
};
let t: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi({ now: () => NOW });
  for (const [account, password] of Object.entries(PASSWORDS)) {
    tokens[account] = (await t.login(account, password)).access_token;
  }
});
afterAll(() => t.close());

async function post(
  path: string,
  as: string,
  body: unknown,
  { language = 'zh', key = KEY }: { language?: string; key?: string | null } = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}/api${path}?language=${language}`, {
    method: 'POST',
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${tokens[as]}`,
      'Content-Type': 'application/json',
      ...(key === null ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const state = () => t.api.db.getState();
const designer = () => state().users.find((user) => user.account === 'designer')!;
const invalid = (language: (typeof LANGUAGES)[number], field: string) =>
  REQUEST_MESSAGES.invalidParameter[language].replace('{field}', field);

/** Sends `body` in each language: 400, the envelope, the message in that language. */
async function expectRefused(
  path: string,
  as: string,
  body: unknown,
  message: (language: (typeof LANGUAGES)[number]) => string,
  key: string | null = KEY,
) {
  for (const language of LANGUAGES) {
    const answer = await post(path, as, body, { language, key });
    expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect(answer.body).toEqual({ code: 400, success: false, data: {}, msg: message(language) });
  }
}

describe('withdrawal: the amount is a JSON integer of fen', () => {
  it.each([[[10000]], ['10000'], [' 10000 '], [100.5], [1e20], [-10000], [null]])(
    'refuses amountFen %j and records no withdrawal',
    async (amountFen) => {
      const before = (state().withdrawals ?? []).length;
      await expectRefused('/os/withdrawal/submit', 'designer', { amountFen }, (language) =>
        invalid(language, 'amountFen'),
      );
      expect((state().withdrawals ?? []).length).toBe(before);
    },
  );

  it('refuses the yuan string of old (`amount: "100"`) and a submit without a key', async () => {
    await expectRefused('/os/withdrawal/submit', 'designer', { amount: '100' }, (language) =>
      invalid(language, 'amountFen'),
    );
    for (const key of [null, 'abc', `${KEY}0`, 'g'.repeat(32)]) {
      await expectRefused(
        '/os/withdrawal/submit',
        'designer',
        { amountFen: 10000 },
        (language) => REQUEST_MESSAGES.idempotencyKeyRequired[language],
        key,
      );
    }
  });

  it('still pays a well-formed withdrawal of 100 yuan', async () => {
    const answer = await post('/os/withdrawal/submit', 'designer', { amountFen: 10000 });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.amount).toBe(100);
  });
});

describe('points adjustment: a JSON integer within ±1000', () => {
  it.each([[1e20], ['5'], [[5]], [1001], [-1001], [2.5]])(
    'refuses amount %j and leaves the points alone',
    async (amount) => {
      const before = designer().points;
      const body = { userId: designer().id, amount, reason: 'attack' };
      await expectRefused('/os/points/adjust', 'operator', body, (language) =>
        invalid(language, 'amount'),
      );
      expect(designer().points).toBe(before);
    },
  );

  it('refuses an adjustment without an Idempotency-Key, takes a sound one', async () => {
    const body = { userId: designer().id, amount: 5, reason: 'bonus' };
    await expectRefused(
      '/os/points/adjust',
      'operator',
      body,
      (language) => REQUEST_MESSAGES.idempotencyKeyRequired[language],
      null,
    );
    const before = designer().points;
    expect((await post('/os/points/adjust', 'operator', body)).body.code).toBe(200);
    expect(designer().points).toBe(before + 5);
  });
});

describe('deduction: account name per SPEC §5, amount in fen', () => {
  const deduction = (change: Record<string, unknown>) => ({
    account: 'designer',
    reasonCode: 'other',
    reason: 'late',
    problemLevel: '1',
    violationTime: '2026-10-20',
    amountFen: 500,
    method: '2',
    ...change,
  });

  it.each(['<b>acc</b>', '__proto__', 'constructor', 'ab', 'designer ', 'a'.repeat(33)])(
    'refuses the account name %j',
    async (account) => {
      const before = (state().deductions ?? []).length;
      await expectRefused(
        '/order/companyDesigner/deduction/submit',
        'support',
        deduction({ account }),
        (language) => invalid(language, 'account'),
      );
      expect((state().deductions ?? []).length).toBe(before);
    },
  );

  it.each([['5'], [[500]], [1e20], [0], [5.5]])('refuses amountFen %j', async (amountFen) => {
    await expectRefused(
      '/order/companyDesigner/deduction/submit',
      'support',
      deduction({ amountFen }),
      (language) => invalid(language, 'amountFen'),
    );
  });

  it('refuses a deduction without a key, records a sound one', async () => {
    await expectRefused(
      '/order/companyDesigner/deduction/submit',
      'support',
      deduction({}),
      (language) => REQUEST_MESSAGES.idempotencyKeyRequired[language],
      null,
    );
    const answer = await post('/order/companyDesigner/deduction/submit', 'support', deduction({}));
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.amount).toBe(5);
  });
});

describe('price change, payout, rejection and bill confirmation need a key', () => {
  it('refuses a price of "1500", [1500] or 1e20 fen, and one sent without a key', async () => {
    const entry = state().priceList![0];
    for (const unitPriceFen of ['1500', [1500], 1e20]) {
      await expectRefused('/os/price/submit', 'support', { id: entry.id, unitPriceFen }, (l) =>
        invalid(l, 'unitPriceFen'),
      );
    }
    await expectRefused(
      '/os/price/submit',
      'support',
      { id: entry.id, unitPriceFen: 1500 },
      (language) => REQUEST_MESSAGES.idempotencyKeyRequired[language],
      null,
    );
    expect(state().priceList![0].unitPriceFen).toBe(entry.unitPriceFen);
  });

  it('refuses a payout, a rejection and a bill confirmation without a key', async () => {
    const pending = state().withdrawals!.find((w) => w.status === '0')!;
    const bill = state().bills!.find((b) => b.userId === designer().id && b.status === '0')!;
    const calls: Array<[string, string, unknown]> = [
      [`/os/withdrawal/${pending.id}/approve`, 'support', { paymentReference: 'P1' }],
      [`/os/withdrawal/${pending.id}/reject`, 'support', { reasonCode: 'other', reason: 'x' }],
      [`/os/bill/${bill.id}/confirm`, 'designer', {}],
    ];
    for (const [path, as, body] of calls) {
      await expectRefused(
        path,
        as,
        body,
        (language) => REQUEST_MESSAGES.idempotencyKeyRequired[language],
        null,
      );
    }
    expect(state().withdrawals!.find((w) => w.id === pending.id)!.status).toBe('0');
    expect(state().bills!.find((b) => b.id === bill.id)!.status).toBe('0');
    expect((await post(`/os/bill/${bill.id}/confirm`, 'designer', {})).body.code).toBe(200);
  });
});
