// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './client/httpClient';
import { createSessionGuard } from './auth/sessionGuard';
import { createFakeFetch, envelope, resetBrowserState, testConfig } from './testSupport';
import type { FakeHandler } from './testSupport';

/** The generic BladeX CRUD controller, as a resource table a test passes in. */
const crud = {
  users: {
    list: '/api/blade-user/list',
    detail: '/api/blade-user/detail',
    submit: '/api/blade-user/submit',
    remove: '/api/blade-user/remove',
  },
};

function setup(handler: FakeHandler, apiUrl = '') {
  resetBrowserState();
  const fake = createFakeFetch(handler);
  const httpClient = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => 'tok',
    getLanguage: () => 'en',
    guard: createSessionGuard(() => undefined),
  });
  return {
    dataProvider: createDataProvider({ apiUrl, httpClient, resources: crud }),
    requests: fake.requests,
  };
}

const page = {
  records: [{ id: '11', name: 'Ann' }],
  total: 31,
  size: 10,
  current: 2,
  pages: 4,
  orders: [],
  searchCount: true,
};

describe('createDataProvider', () => {
  it('reads a Blade page: current, size, descs and filters as plain query keys', async () => {
    const { dataProvider, requests } = setup(() => envelope(page), 'http://blade.test');
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createTime', order: 'DESC' },
      filter: { account_like: 'an', status: 1, roleIds: ['a', 'b'], empty: '' },
    });

    expect(result).toEqual({ data: [{ id: '11', name: 'Ann' }], total: 31 });
    expect(requests[0].path).toBe('/api/blade-user/list');
    expect(Object.fromEntries(requests[0].query)).toEqual({
      account_like: 'an',
      status: '1',
      roleIds: 'a,b',
      current: '2',
      size: '10',
      descs: 'createTime',
    });
  });

  it('sorts ascending with ascs', async () => {
    const { dataProvider, requests } = setup(() => envelope(page));
    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'account', order: 'ASC' },
      filter: {},
    });
    expect(requests[0].query.toString()).toBe('current=1&size=20&ascs=account');
  });

  it('gets one record with detail?id=', async () => {
    const { dataProvider, requests } = setup(() => envelope({ id: '11', name: 'Ann' }));
    await expect(dataProvider.getOne('users', { id: '11' })).resolves.toEqual({
      data: { id: '11', name: 'Ann' },
    });
    expect(`${requests[0].path}?${requests[0].query}`).toBe('/api/blade-user/detail?id=11');
  });

  it('creates and updates with POST submit and a JSON body', async () => {
    const { dataProvider, requests } = setup(({ body }) =>
      envelope(String(body).includes('"id"') ? true : { id: '99' }),
    );
    const created = await dataProvider.create('users', { data: { name: 'Bob' } });
    const updated = await dataProvider.update('users', {
      id: '11',
      data: { name: 'Ann B' },
      previousData: { id: '11', name: 'Ann' },
    });

    expect(created.data).toEqual({ name: 'Bob', id: '99' });
    expect(updated.data).toEqual({ name: 'Ann B', id: '11' });
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/blade-user/submit', '{"name":"Bob"}'],
      ['POST', '/api/blade-user/submit', '{"name":"Ann B","id":"11"}'],
    ]);
  });

  it('removes with POST remove?ids=', async () => {
    const { dataProvider, requests } = setup(() => envelope(true));
    await expect(
      dataProvider.delete('users', { id: '11', previousData: { id: '11' } }),
    ).resolves.toEqual({ data: { id: '11' } });
    await expect(dataProvider.deleteMany('users', { ids: ['11', '12'] })).resolves.toEqual({
      data: ['11', '12'],
    });
    expect(
      requests.map(
        (request) =>
          `${request.method} ${request.path}?${decodeURIComponent(String(request.query))}`,
      ),
    ).toEqual(['POST /api/blade-user/remove?ids=11', 'POST /api/blade-user/remove?ids=11,12']);
  });

  it('refuses a resource it has no endpoint for', async () => {
    const { dataProvider, requests } = setup(() => envelope(page));
    await expect(
      dataProvider.getList('unmapped', { pagination: { page: 1, perPage: 10 }, filter: {} }),
    ).rejects.toThrow('No list endpoint for resource "unmapped"');
    expect(requests).toHaveLength(0);
  });

  it('gets the user detail and a dictionary in the current language', async () => {
    const items = [{ id: '1', code: 'task_status', dictKey: '1', dictValue: 'In design' }];
    const { dataProvider, requests } = setup(({ path }) =>
      envelope(path.endsWith('/dictionary') ? items : { id: '5', account: 'designer' }),
    );

    await expect(dataProvider.getUserDetail()).resolves.toEqual({ id: '5', account: 'designer' });
    await expect(dataProvider.getDictionary('task_status')).resolves.toEqual(items);
    expect(requests.map((request) => `${request.path}?${request.query}`)).toEqual([
      '/api/os/user/detail?',
      '/api/blade-system/dict-biz/dictionary?language=en&code=task_status',
    ]);
  });
});
