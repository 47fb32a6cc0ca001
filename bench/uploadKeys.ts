import type { UploadKeys } from '../dataProvider/wireTypes';
import { apiLogin, callApi } from '../tests/e2e/support/fakeApi';

/** The upload keys the portal gets, asked of the running fake API as designer. */
export async function fetchUploadKeys(baseUrl: string): Promise<UploadKeys> {
  const token = (await apiLogin(baseUrl, 'designer', 'Designer1')).access_token as string;
  const { body } = await callApi(baseUrl, 'GET', '/api/cl-order/order/FrontEndAS', { token });
  return body.data as UploadKeys;
}

export const MB = 1024 * 1024;

/** MiB per second of `bytes` moved in `ms` milliseconds. */
export const throughput = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
