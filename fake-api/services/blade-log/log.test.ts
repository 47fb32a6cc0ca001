import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_HEADER, startTestApi } from '../../testing/harness';
import type { Json, TestApi } from '../../testing/harness';

const PATH = '/api/blade-log/error/submit-batch';

const entry = (overrides: Record<string, unknown> = {}) => ({
  type: 'error',
  message: 'boom',
  stack: 'Error: boom\n    at http://localhost/assets/index.js:1:2',
  info: 'unhandledrejection',
  url: 'http://localhost/wel/index',
  time: '2024-03-05 14:07:09',
  ...overrides,
});

describe('POST /api/blade-log/error/submit-batch', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startTestApi();
    token = (await t.login('designer', 'Designer1')).access_token;
  });
  afterAll(() => t.close());

  const submit = async (body: unknown, bearer: string | undefined = token) => {
    const response = await fetch(`${t.url}${PATH}`, {
      method: 'POST',
      headers: {
        Authorization: BASIC_HEADER,
        'Tenant-Id': '000000',
        'Content-Type': 'application/json',
        ...(bearer ? { 'Blade-Auth': `bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  it('stores the entries with the user and the time received, and answers R<null>', async () => {
    const before = t.api.db.getState().errorLogs?.length ?? 0;
    const answer = await submit([entry(), entry({ message: 'second', stack: '', info: '' })]);
    expect(answer).toEqual({
      status: 200,
      body: { code: 200, success: true, data: null, msg: '操作成功' },
    });
    const stored = t.api.db.getState().errorLogs ?? [];
    expect(stored).toHaveLength(before + 2);
    const designer = t.api.db.getState().users.find((user) => user.account === 'designer');
    expect(stored.at(-2)).toMatchObject({
      ...entry(),
      userId: designer?.id,
      account: 'designer',
      tenantId: '000000',
    });
    expect(stored.at(-2)?.id).toMatch(/^\d{19}$/);
    expect(stored.at(-2)?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(stored.at(-1)?.message).toBe('second');
  });

  it('keeps only the known fields of an entry', async () => {
    await submit([entry({ message: 'extra', secret: 'x' })]);
    expect(t.api.db.getState().errorLogs?.at(-1)).not.toHaveProperty('secret');
  });

  it('needs a token', async () => {
    expect(await submit([entry()], '')).toMatchObject({
      status: 401,
      body: { code: 401, success: false, msg: '缺失令牌,鉴权失败' },
    });
    expect((await submit([entry()], 'not-a-token')).status).toBe(401);
  });

  it.each([
    ['an object', { message: 'boom' }, '请求体必须是非空的日志数组'],
    ['an empty array', [], '请求体必须是非空的日志数组'],
    ['201 entries', Array.from({ length: 201 }, () => entry()), '一次最多上传 200 条日志'],
    ['a string entry', [entry(), 'boom'], '第 2 条日志格式错误: entry'],
    ['no stack', [entry({ stack: undefined })], '第 1 条日志格式错误: stack'],
    ['a numeric url', [entry({ url: 42 })], '第 1 条日志格式错误: url'],
    ['another type', [entry({ type: 'warn' })], '第 1 条日志格式错误: type'],
    ['a blank message', [entry({ message: '  ' })], '第 1 条日志格式错误: message'],
    ['another date format', [entry({ time: '05/03/2024' })], '第 1 条日志格式错误: time'],
  ])('refuses %s with a 400 envelope', async (_label, body, msg) => {
    const before = t.api.db.getState().errorLogs?.length ?? 0;
    expect(await submit(body)).toEqual({
      status: 400,
      body: { code: 400, success: false, data: {}, msg },
    });
    expect(t.api.db.getState().errorLogs?.length ?? 0).toBe(before);
  });
});
