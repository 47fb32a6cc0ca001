import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';

const CREATE = '/api/os/ticket/create';
const MY_TICKETS = '/api/os/ticket/myList';
const workOrder = { subject: 'Margin too thin', content: '<p>Please check</p>' };

describe('writes with an Idempotency-Key, under faults', () => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await startTestApi({ control: true });
    token = ((await t.login('designer', 'Designer1')) as Json).access_token;
  });
  afterEach(() => t.close());

  const create = (key?: string, body: unknown = workOrder) =>
    t.call(CREATE, { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
  const countMine = async () =>
    (
      await t.call(MY_TICKETS, { method: 'GET', token, query: { current: '1', size: '100' } })
    ).body.data.records.filter((r: Json) => r.subject === workOrder.subject).length;
  const plan = (query: Record<string, string>) =>
    t.call('/__fake/fail-next', { query: { path: CREATE, count: '1', ...query } });

  it('replays the first answer to a repeated key instead of writing twice', async () => {
    const first = await create('k-1');
    const again = await create('k-1');
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(await countMine()).toBe(1);
    expect((await create('k-2')).body.success).toBe(true);
    expect(await countMine()).toBe(2);
  });

  it('refuses the same key on a different request', async () => {
    await create('k-1');
    const other = await create('k-1', { ...workOrder, content: '<p>Something else</p>' });
    expect(other.status).toBe(422);
    expect(other.body.msg).toBe('该幂等键已用于另一个请求');
  });

  it('runs a refused write again on retry: a refusal changed nothing', async () => {
    const refused = await create('k-1', { ...workOrder, subject: '' });
    expect(refused.status).toBe(400);
    const retried = await create('k-1', { ...workOrder, subject: '' });
    expect(retried.status).toBe(400);
  });

  it('a 500 before the write: nothing written, the retry writes once', async () => {
    await plan({ mode: 'error', msg: '数据库连接失败' });
    const failed = await create('k-1');
    expect(failed.status).toBe(500);
    expect(failed.body.msg).toBe('数据库连接失败');
    expect(await countMine()).toBe(0);
    expect((await create('k-1')).body.success).toBe(true);
    expect(await countMine()).toBe(1);
  });

  it('a dropped answer after the write: the retry with the same key gets the first answer', async () => {
    await plan({ mode: 'drop', when: 'after' });
    await expect(create('k-1')).rejects.toThrow();
    expect(await countMine()).toBe(1);
    const retried = await create('k-1');
    expect(retried.body.success).toBe(true);
    expect(await countMine()).toBe(1);
  });

  it('a gateway timeout after the write: 504 page, then the retry replays', async () => {
    await plan({ mode: 'timeout', when: 'after', ms: '50' });
    const timedOut = await create('k-1');
    expect(timedOut.status).toBe(504);
    expect(String(timedOut.body)).toContain('504 Gateway Time-out');
    expect(await countMine()).toBe(1);
    expect((await create('k-1')).body.success).toBe(true);
    expect(await countMine()).toBe(1);
  });

  it('without a key, a retry after a lost answer writes a second record (why the portal sends one)', async () => {
    await plan({ mode: 'drop', when: 'after' });
    await expect(create()).rejects.toThrow();
    await create();
    expect(await countMine()).toBe(2);
  });
});
