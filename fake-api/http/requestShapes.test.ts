import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../messages/requestMessages';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';

/**
 * Issue 38: every request under /api is checked against docs/api/openapi.yaml before its
 * handler. A signed-in caller sends writes in shapes the portal never sends (an array for a
 * text, a text for a list, a string for a number, a path id of 65 characters): each is refused
 * 400 in the Blade envelope, in the language asked for, nothing changed.
 */
const NOW = Date.parse('2026-11-01T00:00:00Z');
const LANGUAGES = ['zh', 'en', 'tr'] as const;
let t: TestApi;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await startTestApi({ now: () => NOW });
  tokens = await t.signIn(['designer', 'support']);
}, 60_000);
afterAll(() => t.close());

const state = () => t.api.db.getState();
const designer = () => state().users.find((user) => user.account === 'designer')!;

async function expectRefused(as: string, path: string, body: unknown, field: string) {
  for (const language of LANGUAGES) {
    const answer: { status: number; body: Json } = await t.call(path, {
      token: tokens[as],
      query: { language },
      body,
    });
    expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: REQUEST_MESSAGES.invalidParameter[language].replace('{field}', field),
    });
  }
}

describe('loose writes beyond the money ones', () => {
  it('refuses a bill dispute whose order numbers are one string, and opens no ticket', async () => {
    const bill = state().bills!.find((b) => b.userId === designer().id && b.status === '0')!;
    const tickets = (state().tickets ?? []).length;
    await expectRefused(
      'designer',
      `/api/os/bill/${bill.id}/dispute`,
      { reason: 'wrong count', orderNos: 'A1,A2' },
      'orderNos',
    );
    await expectRefused(
      'designer',
      `/api/os/bill/${bill.id}/dispute`,
      { reason: ['wrong count'], orderNos: [] },
      'reason',
    );
    expect((state().tickets ?? []).length).toBe(tickets);
    expect(state().bills!.find((b) => b.id === bill.id)!.status).toBe('0');
  });

  it('refuses a month close for ["2026-10"] or "2026-13"', async () => {
    for (const month of [['2026-10'], '2026-13', '2026-10-01']) {
      await expectRefused('support', '/api/os/bill/close', { month }, 'month');
    }
  });

  it('refuses a pool order with a design cycle of "48" or 1e20 hours, and creates none', async () => {
    const orders = (state().designTasks ?? []).length;
    for (const designCycle of ['48', 1e20, [48]]) {
      await expectRefused(
        'support',
        '/api/os/designTask/pool/create',
        { dentureType: '1', designCycle },
        'designCycle',
      );
    }
    expect((state().designTasks ?? []).length).toBe(orders);
  });

  it('refuses a case flag on [taskId] or with a pin of two coordinates', async () => {
    const task = state().designTasks!.find((row) => row.designerId === designer().id)!;
    const flag = { code: 'unreadableMargin', note: 'margin' };
    await expectRefused(
      'designer',
      '/api/os/designTask/flag',
      { ...flag, taskId: [task.id] },
      'taskId',
    );
    await expectRefused(
      'designer',
      '/api/os/designTask/flag',
      { ...flag, taskId: task.id, pins: [[1, 2]] },
      'pins.0',
    );
    expect(state().designTasks!.find((row) => row.id === task.id)!.flag).toBeUndefined();
  });

  it('refuses a path id of 65 characters before any lookup', async () => {
    await expectRefused('designer', `/api/os/ticket/${'9'.repeat(65)}/read`, {}, 'id');
  });
});

describe('what the check leaves alone', () => {
  it('still answers 404 in the envelope for a route that does not exist', async () => {
    const answer = await t.call('/api/os/nowhere', { token: tokens.designer, body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });

  it('still answers 403 to a role a validated-after-role write refuses, whatever it sent', async () => {
    const answer = await t.call('/api/os/points/adjust', {
      token: tokens.designer,
      body: { userId: ['x'], amount: '1e20' },
    });
    expect(answer.status).toBe(403);
  });
});
