import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { PasswordEncoding } from './client/config';
import { createProfileApi } from './api/profile';
import { createDashboardApi } from './api/dashboard';
import type { HttpClient, QueryValue } from './client/httpClient';
import { createOnboardingApi } from './api/onboarding';
import { toFilterQuery } from './listQuery';
import { resourceEndpoints } from './resources';
import { createTaskFilesApi } from './api/orders/taskFiles';
import { createCaseFlagApi } from './api/orders/caseFlag';
import { createThreadApi } from './api/orders/thread';
import type { ResourceEndpoints } from './resources';
import { createTaskApi } from './api/orders/tasks';
import { createTicketsApi } from './api/tickets';
import { createNotificationsApi } from './api/notifications';
import { createMoneyApi } from './api/money';
import type { Language, PortalDataProvider } from './types';
import type { BladePage, DictItem, MenuNode, UserDetail } from './wireTypes';

export interface DataProviderOptions {
  /** Prefix of every path ('' = the portal's own origin). */
  apiUrl: string;
  httpClient: HttpClient;
  /** Defaults to resourceEndpoints; tests pass their own. */
  resources?: Readonly<Record<string, ResourceEndpoints>>;
  /** How passwords go on the wire (md5 by default, like every Blade password). */
  passwordEncoding?: PasswordEncoding;
}

/** react-admin's DataProvider over the BladeX conventions (pages, detail?id=, submit, remove?ids=). */
export function createDataProvider(options: DataProviderOptions): PortalDataProvider {
  const { apiUrl, httpClient, resources = resourceEndpoints, passwordEncoding = 'md5' } = options;

  const endpoint = (resource: string, operation: keyof ResourceEndpoints, id?: Identifier) => {
    const path = resources[resource]?.[operation];
    if (!path) throw new Error(`No ${operation} endpoint for resource "${resource}"`);
    return `${apiUrl}${path.replace('{id}', encodeURIComponent(String(id)))}`;
  };

  async function getList<RecordType extends RaRecord>(resource: string, params: GetListParams) {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const query: Record<string, QueryValue> = {
      ...toFilterQuery(params.filter),
      current: page,
      size: perPage,
    };
    if (params.sort?.field)
      query[params.sort.order === 'DESC' ? 'descs' : 'ascs'] = params.sort.field;
    const result = await httpClient<BladePage<RecordType>>(endpoint(resource, 'list'), {
      query,
      signal: params.signal,
    });
    return { data: result.records, total: result.total };
  }

  async function getOne<RecordType extends RaRecord>(resource: string, params: GetOneParams) {
    const url = endpoint(resource, 'detail', params.id);
    const query = resources[resource]?.detail?.includes('{id}') ? {} : { id: params.id };
    return { data: await httpClient<RecordType>(url, { query, signal: params.signal }) };
  }

  async function submit<RecordType extends RaRecord>(resource: string, record: object) {
    const answer = await httpClient(endpoint(resource, 'submit'), { method: 'POST', body: record });
    // Blade's submit mostly answers `true`; some services answer the saved entity.
    const saved = typeof answer === 'object' && answer !== null && 'id' in answer ? answer : {};
    return { ...record, ...saved } as RecordType;
  }

  async function remove(resource: string, ids: readonly Identifier[]) {
    await httpClient(endpoint(resource, 'remove'), {
      method: 'POST',
      query: { ids: ids.join(',') },
    });
  }

  return {
    supportAbortSignal: true,
    getList,
    getOne,
    async getMany<RecordType extends RaRecord>(resource: string, params: GetManyParams) {
      const results = await Promise.all(
        params.ids.map((id) => getOne<RecordType>(resource, { id, signal: params.signal })),
      );
      return { data: results.map((result) => result.data) };
    },
    getManyReference: <RecordType extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) =>
      getList<RecordType>(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
    async create<RecordType extends RaRecord>(resource: string, params: CreateParams) {
      const data = await submit<RecordType>(resource, params.data);
      return { data: { ...data, id: data.id ?? '' } };
    },
    async update<RecordType extends RaRecord>(resource: string, params: UpdateParams) {
      return { data: await submit<RecordType>(resource, { ...params.data, id: params.id }) };
    },
    async updateMany(resource: string, params: UpdateManyParams) {
      await Promise.all(params.ids.map((id) => submit(resource, { ...params.data, id })));
      return { data: params.ids };
    },
    async delete<RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) {
      await remove(resource, [params.id]);
      return { data: params.previousData ?? ({ id: params.id } as RecordType) };
    },
    async deleteMany(resource: string, params: DeleteManyParams) {
      await remove(resource, params.ids);
      return { data: params.ids };
    },
    getUserDetail: () => httpClient<UserDetail>(`${apiUrl}/api/os/user/detail`),
    getDictionary: (code: string, language?: Language) =>
      httpClient<DictItem[]>(`${apiUrl}/api/blade-system/dict-biz/dictionary`, {
        query: language ? { code, language } : { code },
      }),
    getMenuRoutes: () => httpClient<MenuNode[]>(`${apiUrl}/api/blade-system/menu/routes`),
    ...createTaskApi(apiUrl, httpClient),
    ...createTicketsApi(apiUrl, httpClient),
    ...createTaskFilesApi(apiUrl, httpClient),
    ...createCaseFlagApi(apiUrl, httpClient),
    ...createThreadApi(apiUrl, httpClient),
    ...createOnboardingApi(apiUrl, httpClient),
    ...createDashboardApi(apiUrl, httpClient),
    ...createProfileApi(apiUrl, httpClient, passwordEncoding),
    ...createMoneyApi(apiUrl, httpClient),
    ...createNotificationsApi(apiUrl, httpClient),
  };
}
