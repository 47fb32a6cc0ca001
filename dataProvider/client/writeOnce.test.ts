// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './httpClient';
import { createSessionGuard } from '../auth/sessionGuard';
import { createFakeFetch, envelope, testConfig } from '../testSupport';
import type { FakeHandler } from '../testSupport';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const client = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
    guard: createSessionGuard(() => undefined),
  });
  const keys = () => fake.requests.map((r) => r.headers['Idempotency-Key']);
  return { client, requests: fake.requests, keys };
}

const REPLY = '/api/os/ticket/7/reply';
const reply = (text: string) => ({ method: 'POST' as const, body: { content: text } });

describe('writes are sent at most once', () => {
  it('gives every write an Idempotency-Key, and a new one for the next write', async () => {
    const { client, keys } = setup(() => envelope(true));
    await client(REPLY, reply('a'));
    await client(REPLY, reply('a'));
    await client('/api/os/ticket/myList');
    const [first, second, read] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
  });

  it('sends an identical write that is already in flight once, and both callers get its answer', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { client, requests } = setup(async () => {
      await answered;
      return envelope({ id: 'r1' });
    });
    const first = client(REPLY, reply('same'));
    const second = client(REPLY, reply('same'));
    const different = client(REPLY, reply('other'));
    release();
    await expect(Promise.all([first, second, different])).resolves.toEqual([
      { id: 'r1' },
      { id: 'r1' },
      { id: 'r1' },
    ]);
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a gateway timeout', () => Promise.resolve({ status: 504, body: '<html>504</html>' })],
    ['a server error', () => Promise.resolve(envelope(null, 500, '服务器异常'))],
  ])('keeps the key after %s, so the retry is recognised by the server', async (_, fault) => {
    let calls = 0;
    const { client, keys } = setup(() => (++calls === 1 ? fault() : envelope(true)));
    await expect(client(REPLY, reply('x'))).rejects.toBeInstanceOf(HttpError);
    await client(REPLY, reply('x'));
    await client(REPLY, reply('x'));
    const [failed, retried, next] = keys();
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
  });

  it('takes a new key after a refusal: a refused write changed nothing', async () => {
    let calls = 0;
    const { client, keys } = setup(() =>
      ++calls === 1 ? envelope(null, 400, '标题不能为空') : envelope(true),
    );
    await expect(client(REPLY, reply('x'))).rejects.toMatchObject({ status: 400 });
    await client(REPLY, reply('x'));
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('shows the timeout message for a gateway timeout', async () => {
    const { client } = setup(() => ({ status: 504, body: '<html>504 Gateway Time-out</html>' }));
    await expect(client(REPLY, reply('x'))).rejects.toMatchObject({
      message: 'app.http.timeout',
      status: 504,
    });
  });

  it("leaves a caller's own Idempotency-Key alone", async () => {
    const { client, keys } = setup(() => envelope(true));
    await client('/api/os/withdrawal/submit', {
      method: 'POST',
      body: { amount: '100' },
      headers: { 'Idempotency-Key': 'chosen-by-form' },
    });
    expect(keys()).toEqual(['chosen-by-form']);
  });

  it("sends a write with the caller's own key once while it is in flight (a double click)", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { client, keys } = setup(async () => {
      await answered;
      return envelope(true);
    });
    const submit = () =>
      client('/api/os/withdrawal/submit', {
        method: 'POST',
        body: { amount: '100' },
        headers: { 'Idempotency-Key': 'attempt-1' },
      });
    const both = Promise.all([submit(), submit()]);
    release();
    await both;
    expect(keys()).toEqual(['attempt-1']);
    await submit();
    expect(keys()).toEqual(['attempt-1', 'attempt-1']);
  });
});
