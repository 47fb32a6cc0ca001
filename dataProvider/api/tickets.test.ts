// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { createHttpClient } from '../client/httpClient';
import { createSessionGuard } from '../auth/sessionGuard';
import { createFakeFetch, envelope, resetBrowserState, testConfig } from '../testSupport';
import type { FakeHandler } from '../testSupport';

function setup(handler: FakeHandler) {
  resetBrowserState();
  const fake = createFakeFetch(handler);
  const httpClient = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => 'tok',
    getLanguage: () => 'en',
    guard: createSessionGuard(() => undefined),
  });
  return { dataProvider: createDataProvider({ apiUrl: '', httpClient }), requests: fake.requests };
}

const line = (request: { method: string; path: string; query: URLSearchParams }) =>
  `${request.method} ${request.path}${String(request.query) ? `?${request.query}` : ''}`;

describe('the tickets resource', () => {
  it('lists with myList (page, filters) and reads one with /{id}/detail', async () => {
    const page = {
      records: [{ id: '7', subject: 'Tax' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    };
    const { dataProvider, requests } = setup(({ path }) =>
      envelope(path.endsWith('/myList') ? page : { id: '7', subject: 'Tax' }),
    );
    const list = await dataProvider.getList('tickets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'updateTime', order: 'DESC' },
      filter: { status: '1', readStatus: '0', subject: 'Tax' },
    });
    expect(list).toEqual({ data: [{ id: '7', subject: 'Tax' }], total: 1 });
    await dataProvider.getOne('tickets', { id: '7' });
    expect(requests.map(line)).toEqual([
      'GET /api/os/ticket/myList?status=1&readStatus=0&subject=Tax&current=1&size=10&descs=updateTime',
      'GET /api/os/ticket/7/detail',
    ]);
  });
});

describe('the work-order calls', () => {
  it('sends each call to its Blade path with its body', async () => {
    const { dataProvider, requests } = setup(() => envelope({ id: '1' }));
    const attachList = [{ fileName: 'a.stl', filePath: 'http://x/a.stl', fileSize: 10 }];
    await dataProvider.searchQuestions('提现');
    await dataProvider.createTicket({
      subject: 'S',
      content: '<p>C</p>',
      problemCategory: '其他问题',
      attachList,
    });
    await dataProvider.getTicketReplies('5');
    await dataProvider.replyTicket('5', { content: '<p>R</p>', attachList: [] });
    await dataProvider.markTicketRead('5');
    await dataProvider.moveTicket('5', '2');
    await dataProvider.refreshTicketCount();
    await dataProvider.refreshTicketCount(42);

    expect(requests.map(line)).toEqual([
      'GET /api/os/question/listTitle?language=en&title=%E6%8F%90%E7%8E%B0',
      'POST /api/os/ticket/create?language=en',
      'GET /api/os/ticket/5/replys',
      'POST /api/os/ticket/5/reply?language=en',
      'POST /api/os/ticket/5/read',
      'POST /api/os/ticket/5/status?status=2',
      'GET /api/os/ticket/refreshCount',
      'GET /api/os/ticket/refreshCount?times=42',
    ]);
    expect(JSON.parse(String(requests[1].body))).toEqual({
      subject: 'S',
      content: '<p>C</p>',
      problemCategory: '其他问题',
      attachList,
    });
    expect(JSON.parse(String(requests[3].body))).toEqual({ content: '<p>R</p>', attachList: [] });
    expect(requests[1].headers['Blade-Auth']).toBe('bearer tok');
  });

  it('uploads a file as the multipart part `file` and returns the upload result', async () => {
    const result = {
      link: 'http://x/upload/a.png',
      domain: 'http://x',
      name: 'upload/a.png',
      originalName: 'a.png',
    };
    const { dataProvider, requests } = setup(() => envelope(result));
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await expect(dataProvider.putFile(file)).resolves.toEqual(result);
    expect(line(requests[0])).toBe('POST /api/blade-resource/oss/endpoint/put-file');
    const body = requests[0].body as FormData;
    expect((body.get('file') as File).name).toBe('a.png');
    expect(requests[0].headers['Content-Type']).toBeUndefined();
  });

  it("rejects with the server's message", async () => {
    const { dataProvider } = setup(() => envelope({}, 400, '请输入标题!'));
    await expect(
      dataProvider.createTicket({
        subject: '',
        content: '',
        problemCategory: '其他问题',
        attachList: [],
      }),
    ).rejects.toMatchObject({ message: '请输入标题!', status: 400 });
  });
});
