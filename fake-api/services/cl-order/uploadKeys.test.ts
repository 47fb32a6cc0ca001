import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../storage/objectStorage';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';
import { startTestStorage } from '../../testing/storage';

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

  it('answers the keys, bucket and endpoint of the object storage, valid one hour', async () => {
    const { access_token: token } = await t.login('designer', 'Designer1');
    const { status, body } = await t.call(PATH, { method: 'GET', token });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      sessionToken: expect.stringMatching(/^[\w-]{32}$/),
      bucket: 'design-files',
      region: 'us-east-1',
      endpoint: storage.endpoint,
      expiration: '2026-11-22 11:00:00',
      domain: `${storage.endpoint}/design-files`,
    });
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
    const preflight = await fetch(storage.objectUrl('upload/x.stl'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,x-amz-date',
      },
    });
    expect(preflight.status).toBe(200);
    const put = await fetch(storage.objectUrl('upload/x.stl'), {
      method: 'PUT',
      headers: { Origin: 'http://localhost:8080' },
      body: 'solid x',
    });
    expect(put.headers.get('access-control-expose-headers')).toBe('ETag');
  });
});
