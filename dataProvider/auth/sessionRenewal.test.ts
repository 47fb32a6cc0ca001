// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';
import type { FakeHandler, FakeReply, SeenRequest } from '../testSupport';

const login = { type: 'account', account: 'designer', password: 'Designer1' } as const;
const unauthorized: FakeReply = {
  status: 401,
  body: { code: 401, success: false, data: null, msg: '请求未授权' },
};
const refusedRefresh: FakeReply = {
  status: 401,
  body: { error: 'invalid_grant', error_description: '刷新令牌已失效' },
};

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const isRefresh = (request: SeenRequest) => request.query.get('grant_type') === 'refresh_token';
const tokenOf = (request: SeenRequest) => request.headers['Blade-Auth'];

/**
 * A server whose first access token died: calls carrying it are held until `release`, then
 * refused with 401; the refresh grant issues access-2 (or answers `refresh`); calls with any other
 * token are answered with their own URL.
 */
function expiredTokenServer(refresh: () => FakeReply | Promise<FakeReply> = () => tokenAnswer(2)) {
  const gate = deferred();
  let logins = 0;
  const handler: FakeHandler = async (request) => {
    if (isRefresh(request)) return refresh();
    if (request.path.endsWith('/token')) return tokenAnswer(++logins);
    if (tokenOf(request) === 'bearer access-1') {
      await gate.promise;
      return unauthorized;
    }
    return envelope(`${request.method} ${request.path}?${request.query}`);
  };
  return { handler, release: gate.resolve };
}

function calls(count: number): { url: string; method: 'GET' | 'POST'; body?: FormData }[] {
  return Array.from({ length: count }, (_, i) => {
    if (i % 2 === 0) return { url: `/api/os/user/detail?i=${i}`, method: 'GET' };
    const body = new FormData();
    body.append('file', new File([`part ${i}`], `f${i}.txt`));
    return { url: `/api/blade-resource/oss/endpoint/put-file?i=${i}`, method: 'POST', body };
  });
}

describe('a 401 of an expired access token', () => {
  it('sends ONE refresh for 100 calls in flight and answers all 100 with the new token', async () => {
    const server = expiredTokenServer();
    const { authProvider, httpClient, requests, expired } = createTestPortal(server.handler);
    await authProvider.login(login);

    const planned = calls(100);
    const pending = planned.map(({ url, method, body }) => httpClient(url, { method, body }));
    await expect
      .poll(() => requests.filter((r) => tokenOf(r) === 'bearer access-1').length)
      .toBe(100);
    server.release();
    const answers = await Promise.all(pending);

    expect(answers).toEqual(planned.map(({ url, method }) => `${method} ${url}`));
    expect(requests.filter(isRefresh)).toHaveLength(1);
    const replays = requests.filter((r) => tokenOf(r) === 'bearer access-2');
    expect(replays).toHaveLength(100);
    // The upload is sent again whole.
    const upload = replays.find((r) => r.method === 'POST')?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect(((upload as FormData).get('file') as File).name).toMatch(/^f\d+\.txt$/);
    expect(expired).toHaveLength(0);
    expect(authProvider.isLoggedIn()).toBe(true);
  });

  it('replays a 401 that arrives after the refresh ended without refreshing again', async () => {
    const late = deferred();
    let refused = 0;
    let logins = 0;
    const { authProvider, httpClient, requests } = createTestPortal(async (request) => {
      if (isRefresh(request)) return tokenAnswer(2);
      if (request.path.endsWith('/token')) return tokenAnswer(++logins);
      if (tokenOf(request) !== 'bearer access-1') return envelope('ok');
      refused += 1;
      if (refused === 2) await late.promise;
      return unauthorized;
    });
    await authProvider.login(login);

    const first = httpClient('/api/os/user/detail?n=1');
    const second = httpClient('/api/os/user/detail?n=2');
    await expect(first).resolves.toBe('ok');
    late.resolve();
    await expect(second).resolves.toBe('ok');
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('holds a call started during the refresh until the new token is there', async () => {
    const refreshAnswer = deferred();
    const server = expiredTokenServer(async () => {
      await refreshAnswer.promise;
      return tokenAnswer(2);
    });
    const { authProvider, httpClient, requests } = createTestPortal(server.handler);
    await authProvider.login(login);

    server.release();
    const first = httpClient('/api/os/user/detail?n=1');
    await expect.poll(() => requests.filter(isRefresh).length).toBe(1);
    const during = httpClient('/api/os/user/detail?n=2');
    refreshAnswer.resolve();
    await Promise.all([first, during]);

    const second = requests.filter((r) => r.query.get('n') === '2');
    expect(second.map(tokenOf)).toEqual(['bearer access-2']);
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('ends the session ONCE when the refresh token was revoked, and replays nothing', async () => {
    const server = expiredTokenServer(() => refusedRefresh);
    const { authProvider, httpClient, requests, expired } = createTestPortal(server.handler);
    await authProvider.login(login);

    const pending = calls(20).map(({ url, method, body }) =>
      httpClient(url, { method, body }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    server.release();
    const errors = await Promise.all(pending);

    expect(errors.every((error) => error instanceof HttpError && error.status === 401)).toBe(true);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests.filter((r) => r.headers['Blade-Auth'] && !isRefresh(r))).toHaveLength(20);
    expect(expired).toHaveLength(1);
    expect(authProvider.isLoggedIn()).toBe(false);
  });

  it('keeps the session when the refresh itself cannot reach the server', async () => {
    const server = expiredTokenServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const { authProvider, httpClient, expired } = createTestPortal(server.handler);
    await authProvider.login(login);
    server.release();

    const error = await httpClient('/api/os/user/detail').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).message, (error as HttpError).status]).toEqual([
      'app.http.network_error',
      0,
    ]);
    expect(expired).toHaveLength(0);
    expect(authProvider.isLoggedIn()).toBe(true);
  });

  it('ends the session when the replay is refused too', async () => {
    let logins = 0;
    const { authProvider, httpClient, requests, expired } = createTestPortal((request) => {
      if (isRefresh(request)) return tokenAnswer(2);
      if (request.path.endsWith('/token')) return tokenAnswer(++logins);
      return unauthorized;
    });
    await authProvider.login(login);

    await expect(httpClient('/api/os/user/detail')).rejects.toMatchObject({ status: 401 });
    expect(requests.filter((r) => r.path === '/api/os/user/detail').map(tokenOf)).toEqual([
      'bearer access-1',
      'bearer access-2',
    ]);
    expect(expired).toHaveLength(1);
  });
});
