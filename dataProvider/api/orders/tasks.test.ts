// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { createHttpClient } from '../../client/httpClient';
import { createSessionGuard } from '../../auth/sessionGuard';
import { createFakeFetch, envelope, resetBrowserState, testConfig } from '../../testSupport';

function setup() {
  resetBrowserState();
  const fake = createFakeFetch(({ path }) =>
    path.endsWith('/submit') ? envelope({}, 400, '请先上传CAD设计文件再提交') : envelope([]),
  );
  const httpClient = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => 'tok',
    getLanguage: () => 'zh',
    guard: createSessionGuard(() => undefined),
  });
  const dataProvider = createDataProvider({ apiUrl: 'http://blade.test', httpClient });
  const sent = () =>
    fake.requests.map((request) => `${request.method} ${request.path}?${request.query}`);
  return { dataProvider, sent };
}

describe('task calls of the data provider', () => {
  it('sends each custom action to its BladeX call', async () => {
    const { dataProvider, sent } = setup();
    await dataProvider.grabTask('7');
    await dataProvider.cancelTask('7', '时间不够');
    await dataProvider.reworkTask('7');
    await dataProvider.getTaskGroups();
    await dataProvider.readTaskGroup('grab');
    await dataProvider.getCaseFiles('7');
    await dataProvider.getUploadedFiles('7');
    await dataProvider.getCadHistory('7');
    await dataProvider.getSpecialRequests('7');
    await dataProvider.getSpecialRequestFiles('55');
    await dataProvider.getSubUsers();
    await dataProvider.dispatchToSubUser('7', '9');
    await dataProvider.dispatchToPool('7');
    await dataProvider.withdrawDispatch('7');
    await dataProvider.receiveSubTask('7');
    await dataProvider.inspectTask('7', 'fail', ['a', 'b']);
    const reason = new URLSearchParams({ language: 'zh', id: '7', reason: '时间不够' }).toString();
    expect(sent()).toEqual([
      'POST /api/os/designTask/my/grab?language=zh&id=7',
      `POST /api/os/designTask/my/cancel?${reason}`,
      'POST /api/os/designTask/7/rework?',
      'GET /api/os/designTask/my/gropus?',
      'PUT /api/os/designTask/my/readGroup/grab?',
      'GET /api/os/designTask/7/files?',
      'GET /api/os/designTask/7/uploadFiles?',
      'GET /api/os/designTask/7/cadHistory?',
      'GET /api/os/designTask/7/special/reques?',
      'GET /api/cl_dispatch/dispatch/listCompanySpecialRequestFile?companySpecialRequestId=55',
      'GET /api/cl-order/task/getsubUser?',
      'POST /api/os/designTask/my/setSubDesigner?id=7&subDesignerId=9',
      'GET /api/os/designTask/my/subResourcePool?id=7',
      'GET /api/os/designTask/my/cancalResourcePool?id=7',
      'POST /api/os/designTask/subReceiving?id=7',
      'POST /api/os/designTask/qc/fail?language=zh&id=7&reasons=a%0Ab',
    ]);
  });

  it('rejects with the server message', async () => {
    const { dataProvider } = setup();
    await expect(dataProvider.submitTask('7')).rejects.toThrow('请先上传CAD设计文件再提交');
  });

  it('maps the tasks and deductions resources to their pages', async () => {
    const { dataProvider, sent } = setup();
    const page = { records: [], total: 0, size: 10, current: 1, pages: 0 };
    const answer = createDataProvider({
      apiUrl: '',
      httpClient: async <T>(url: string) =>
        (url.includes('detail') ? { id: '7' } : page) as unknown as T,
    });
    await expect(
      answer.getList('tasks', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createTime', order: 'DESC' },
        filter: { tab: 'grab' },
      }),
    ).resolves.toEqual({ data: [], total: 0 });
    await expect(answer.getOne('tasks', { id: '7' })).resolves.toEqual({ data: { id: '7' } });
    await dataProvider.getList('deductions', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    await dataProvider.getOne('tasks', { id: '7' }).catch(() => undefined);
    expect(sent()).toEqual([
      'GET /api/order/companyDesigner/deduction/out/list?current=2&size=10',
      'GET /api/os/designTask/7/detail?language=zh',
    ]);
  });
});
