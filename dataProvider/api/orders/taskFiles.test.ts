// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { createHttpClient } from '../../client/httpClient';
import { createSessionGuard } from '../../auth/sessionGuard';
import { createFakeFetch, envelope, resetBrowserState, testConfig } from '../../testSupport';
import type { FakeHandler } from '../../testSupport';
import type { AddTaskFileBody } from '../../wireTypes';

function setup(handler: FakeHandler) {
  resetBrowserState();
  const fake = createFakeFetch(handler);
  const httpClient = createHttpClient({
    config: testConfig,
    fetch: fake.fetch,
    getToken: () => 'tok',
    getLanguage: () => 'zh',
    guard: createSessionGuard(() => undefined),
  });
  const dataProvider = createDataProvider({ apiUrl: 'http://blade.test', httpClient });
  return { dataProvider, requests: fake.requests };
}

const seen = (request: { method: string; path: string; query: URLSearchParams }) =>
  `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`;

const body: AddTaskFileBody = {
  fileType: 'cad',
  fileSize: 20,
  domain: 'http://s3.test/design-files',
  link: 'http://s3.test/design-files/upload/20261122/ab.stl',
  name: 'upload/20261122/ab.stl',
  originalName: 'crown.stl',
  viewStlUrl: 'http://s3.test/design-files/upload/20261122/ab.stl',
  hashValue: 'a'.repeat(64),
};

describe('task file calls', () => {
  it('replaces a file by its id with the JSON body of a registration', async () => {
    const stored = { ...body, id: '9', taskId: '19', createTime: '2026-11-22 10:00:00' };
    const { dataProvider, requests } = setup(() => envelope(stored));
    await expect(dataProvider.replaceTaskFile('19', '8', body)).resolves.toEqual(stored);
    expect(seen(requests[0])).toBe(
      'POST /api/os/designTask/19/replaceTaskFile?language=zh&fileId=8',
    );
    expect(JSON.parse(String(requests[0].body))).toEqual(body);
  });

  it('reads the upload keys with Blade-Auth, for the order the file is for', async () => {
    const { dataProvider, requests } = setup(() => envelope({ id: 'x' }));
    await dataProvider.getUploadKeys();
    await dataProvider.getUploadKeys('19');
    expect(requests.map(seen)).toEqual([
      'GET /api/cl-order/order/FrontEndAS',
      'GET /api/cl-order/order/FrontEndAS?taskId=19',
    ]);
    expect(requests[0].headers['Blade-Auth']).toBe('bearer tok');
  });

  it('registers an upload with a JSON body and answers the stored file', async () => {
    const stored = { ...body, id: '8', taskId: '19', createTime: '2026-11-22 10:00:00' };
    const { dataProvider, requests } = setup(() => envelope(stored));
    await expect(dataProvider.addTaskFile('19', body)).resolves.toEqual(stored);
    expect(seen(requests[0])).toBe('POST /api/os/designTask/19/addTaskFile?language=zh');
    expect(JSON.parse(String(requests[0].body))).toEqual(body);
    expect(requests[0].headers['Content-Type']).toBe('application/json');
  });

  it("deletes through the DELETE of the file type, fileId optional, in the user's language", async () => {
    const { dataProvider, requests } = setup(() => envelope(true));
    await dataProvider.deleteTaskFiles('19', 'cad', '8');
    await dataProvider.deleteTaskFiles('19', 'reticleModel', '9');
    await dataProvider.deleteTaskFiles('19', 'dlp', '10');
    await dataProvider.deleteTaskFiles('19', 'toothMold');
    expect(requests.map(seen)).toEqual([
      'DELETE /api/os/designTask/19/cadFiles?language=zh&fileId=8',
      'DELETE /api/os/designTask/19/reticleModelFiles?language=zh&fileId=9',
      'DELETE /api/os/designTask/19/integratFiles?language=zh&fileId=10',
      'DELETE /api/os/designTask/19/integratFiles?language=zh',
    ]);
  });

  it("rejects with the server's message", async () => {
    const { dataProvider } = setup(() => envelope({}, 400, '该文件已上传，请勿重复上传'));
    await expect(dataProvider.addTaskFile('19', body)).rejects.toThrow(
      '该文件已上传，请勿重复上传',
    );
  });
});
