import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../storage/objectStorage';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';
import { startTestStorage } from '../../testing/storage';
import { UPLOAD_TASK_ID } from '../../seed/uploadTasks';

const PATH = '/api/cl-order/order/FrontEndAS';

describe('GET /api/cl-order/order/FrontEndAS', () => {
  let t: TestApi;
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await startTestStorage();
    t = await startTestApi({ storage, now: () => Date.parse('2026-11-22T02:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it("answers keys for one upload of that task, valid one hour: never the storage's own", async () => {
    const { access_token: token } = await t.login('designer', 'Designer1');
    const first = (await t.call(PATH, { method: 'GET', token, query: { taskId: UPLOAD_TASK_ID } }))
      .body.data;
    const second = (await t.call(PATH, { method: 'GET', token, query: { taskId: UPLOAD_TASK_ID } }))
      .body.data;
    expect(first).toEqual({
      accessKeyId: expect.stringMatching(/^STS[0-9A-F]{16}$/),
      secretAccessKey: expect.stringMatching(/^[\w-]{40}$/),
      sessionToken: expect.stringMatching(/^[\w-]{32}$/),
      bucket: 'design-files',
      region: 'us-east-1',
      endpoint: storage.endpoint,
      expiration: '2026-11-22 11:00:00',
      domain: `${storage.endpoint}/design-files`,
      keyPrefix: expect.stringMatching(/^upload\/20261122\/[0-9a-f]{32}$/),
    });
    expect(second.accessKeyId).not.toBe(first.accessKeyId);
    expect(second.keyPrefix).not.toBe(first.keyPrefix);
    expect(first.accessKeyId).not.toBe('S3RVER');
  });

  it("refuses keys for another designer's order", async () => {
    const { access_token: token } = await t.login('newbie1', 'Newbie123');
    const query = { taskId: UPLOAD_TASK_ID };
    expect((await t.call(PATH, { method: 'GET', token, query })).status).toBe(403);
  });

  it('needs a token', async () => {
    expect((await t.call(PATH, { method: 'GET' })).status).toBe(401);
  });

  it('answers 400 when no storage runs, and the S3 bucket lets a browser read ETags', async () => {
    const bare = await startTestApi();
    const { access_token: token } = await bare.login('designer', 'Designer1');
    expect((await bare.call(PATH, { method: 'GET', token })).body).toMatchObject({
      code: 400,
      msg: '对象存储未配置',
    });
    await bare.close();
    const preflight = await fetch(`${storage.endpoint}/design-files/upload/x.stl`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,x-amz-date',
      },
    });
    expect(preflight.status).toBe(200);
    const put = await fetch(`${storage.endpoint}/design-files/upload/x.stl`, {
      method: 'PUT',
      headers: { Origin: 'http://localhost:8080' },
      body: 'solid x',
    });
    expect(put.headers.get('access-control-expose-headers')).toBe('ETag');
  });
});
