import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../messages/requestMessages';
import { BASIC_HEADER, startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';

/**
 * Issue 36, item 9: malformed JSON got Express's HTML page with a stack naming the server's
 * files, before any authentication; the user detail gave the full bank account number.
 */
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const STACK_OR_PATH = /node_modules|\/work\/|[A-Z]:\\|at \w+ \(|SyntaxError|<html|<pre/i;

describe('malformed JSON', () => {
  it.each(['zh', 'en', 'tr'] as const)(
    'is answered 400 in the envelope, in %s, without a stack or a path, before sign-in',
    async (language) => {
      const response = await fetch(`${t.url}/api/blade-auth/os/oauth/token?language=${language}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"account": "designer", "password": ',
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(text).not.toMatch(STACK_OR_PATH);
      expect(JSON.parse(text)).toEqual({
        code: 400,
        success: false,
        data: {},
        msg: REQUEST_MESSAGES.malformedJson[language],
      });
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('is answered the same on a signed-in write', async () => {
    const token = (await t.login('designer', 'Designer1')).access_token;
    const response = await fetch(`${t.url}/api/os/withdrawal/submit?language=en`, {
      method: 'POST',
      headers: {
        Authorization: BASIC_HEADER,
        'Tenant-Id': '000000',
        'Blade-Auth': `bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: "{'amountFen': 100}",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(STACK_OR_PATH);
    expect(JSON.parse(text).msg).toBe(REQUEST_MESSAGES.malformedJson.en);
  });
});

describe('user detail', () => {
  it('gives a designer their bank account masked, last 4 digits only', async () => {
    const designer = t.api.db.getState().users.find((user) => user.account === 'designer')!;
    const full = designer.payment.accountNumber;
    expect(full.length).toBeGreaterThan(8);
    const token = (await t.login('designer', 'Designer1')).access_token;
    const { body } = await t.call('/api/os/user/detail', { method: 'GET', token });
    expect(body.data.payment.accountNumber).toBe(`**** ${full.slice(-4)}`);
    expect(JSON.stringify(body)).not.toContain(full);
  });
});
