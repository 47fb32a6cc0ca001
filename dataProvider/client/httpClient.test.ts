// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import type { HttpClient } from './httpClient';
import { createSessionGuard } from '../auth/sessionGuard';
import { createFakeFetch, testConfig } from '../testSupport';
import type { FakeHandler } from '../testSupport';

function setup(handler: FakeHandler, token: string | undefined = 'tok-1') {
  const onExpire = vi.fn();
  const guard = createSessionGuard(onExpire);
  const fake = createFakeFetch(handler);
  const client: HttpClient = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => token,
    getLanguage: () => 'en',
    guard,
  });
  return { client, onExpire, guard, requests: fake.requests };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createHttpClient', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the client, tenant and token headers, and leaves the token out of token calls', async () => {
    const { client, requests } = setup(() => ({
      body: { code: 200, success: true, data: 1, msg: '' },
    }));
    await client('/api/blade-user/list');
    await client('/api/blade-auth/oauth/token', { method: 'POST', auth: false });

    expect(requests[0].headers).toEqual({
      Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
      'Tenant-Id': '000000',
      'Blade-Auth': 'bearer tok-1',
    });
    expect(requests[1].method).toBe('POST');
    expect(requests[1].headers['Blade-Auth']).toBeUndefined();
    expect(requests[1].headers.Authorization).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
  });

  it('resolves an envelope to its data and a bare token object to itself', async () => {
    const token = { access_token: 'a', refresh_token: 'r', expires_in: 3600 };
    const { client } = setup(({ path }) =>
      path.endsWith('/token')
        ? { body: token }
        : { body: { code: 200, success: true, data: { records: [7] }, msg: '操作成功' } },
    );
    await expect(client('/api/blade-user/list')).resolves.toEqual({ records: [7] });
    await expect(client('/api/blade-auth/oauth/token', { auth: false })).resolves.toEqual(token);
  });

  it('sends query values and a JSON body', async () => {
    const { client, requests } = setup(() => ({
      body: { code: 200, success: true, data: true, msg: '' },
    }));
    await client('/api/blade-user/submit', {
      method: 'POST',
      query: { a: 1, b: undefined, c: null },
      body: { name: 'x' },
    });
    expect(requests[0].query.toString()).toBe('a=1');
    expect(requests[0].body).toBe('{"name":"x"}');
    expect(requests[0].headers['Content-Type']).toBe('application/json');
  });

  it('takes the message from msg, then error_description, then the unknown-error key (未知错误 in zh)', async () => {
    const bodies = [
      { code: 400, msg: '操作失败', error_description: 'ignored' },
      { error: 'invalid_grant', error_description: '用户名或密码错误' },
      { error: 'invalid_grant' },
    ];
    const { client } = setup(({ query }) => ({
      status: 400,
      body: bodies[Number(query.get('i'))],
    }));
    const messages = [];
    for (const i of [0, 1, 2]) {
      const error = await rejection(client('/api/x', { query: { i } }));
      expect(error.status).toBe(400);
      messages.push(error.message);
    }
    expect(messages).toEqual(['操作失败', '用户名或密码错误', 'app.error.unknown']);
  });

  it('reads the body of an HTTP 500 and tolerates one that is not JSON', async () => {
    const { client } = setup(({ path }) =>
      path === '/api/json'
        ? { status: 500, body: { code: 500, success: false, msg: '服务器内部错误(模拟故障)' } }
        : { status: 500, body: '<html>Internal Server Error</html>' },
    );
    const json = await rejection(client('/api/json'));
    expect([json.message, json.status]).toEqual(['服务器内部错误(模拟故障)', 500]);
    expect(json.body).toEqual({ code: 500, success: false, msg: '服务器内部错误(模拟故障)' });
    const html = await rejection(client('/api/html'));
    expect([html.message, html.status, html.body]).toEqual([
      'app.error.unknown',
      500,
      '<html>Internal Server Error</html>',
    ]);
  });

  it('rejects an HTTP 200 whose body code is not 200, with that code as status', async () => {
    const { client } = setup(() => ({
      status: 200,
      body: { code: 400, success: false, data: {}, msg: '当前用户 [x] 已存在!' },
    }));
    const error = await rejection(client('/api/blade-user/register-guest'));
    expect([error.message, error.status]).toEqual(['当前用户 [x] 已存在!', 400]);
  });

  it('treats statuses above 500 as transport failures', async () => {
    const { client } = setup(() => ({ status: 502, body: 'Bad Gateway' }));
    const error = await rejection(client('/api/x'));
    expect([error.message, error.status]).toEqual(['app.http.network_error', 502]);
  });

  it('aborts after the configured 600000 ms and rejects with the timeout key', async () => {
    vi.useFakeTimers();
    const { client, requests } = setup(
      ({ signal }) =>
        new Promise((_, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const outcome = client('/api/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(requests[0].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual(['app.http.timeout', 0]);
  });

  it('rejects a network failure with a message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client('/api/x'));
    expect(error.message).toBe('app.http.network_error');
  });

  it('appends the language only to the configured paths', async () => {
    const { client, requests } = setup(() => ({
      body: { code: 200, success: true, data: [], msg: '' },
    }));
    await client('/api/blade-system/dict-biz/dictionary', { query: { code: 'task_status' } });
    await client('/api/os/question/listTitle');
    await client('/api/blade-user/list', { query: { current: 1 } });
    expect(requests.map((request) => request.query.toString())).toEqual([
      'language=en&code=task_status',
      'language=en',
      'current=1',
    ]);
  });

  it('expires the session once for 10 parallel 401s, and not for a refused token call', async () => {
    const { client, onExpire, guard } = setup(() => ({
      status: 401,
      body: { code: 401, success: false, data: null, msg: '请求未授权' },
    }));
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => rejection(client('/api/os/user/detail'))),
    );
    expect(errors.map((error) => error.status)).toEqual(Array(10).fill(401));
    expect(onExpire).toHaveBeenCalledTimes(1);

    guard.reset();
    await rejection(client('/api/blade-auth/oauth/token', { auth: false }));
    expect(onExpire).toHaveBeenCalledTimes(1);
    await rejection(client('/api/os/user/detail'));
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('treats a body code 401 under HTTP 200 as an expiry too', async () => {
    const { client, onExpire } = setup(() => ({
      status: 200,
      body: { code: 401, success: false, data: {}, msg: '请求未授权' },
    }));
    const error = await rejection(client('/api/os/user/detail'));
    expect([error.message, error.status]).toEqual(['请求未授权', 401]);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
