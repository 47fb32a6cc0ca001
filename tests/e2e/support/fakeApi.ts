import { createHash } from 'node:crypto';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Calls the fake API over HTTP from the test, as another client of the same server would. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: { query?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { Authorization: BASIC, 'Tenant-Id': '000000' };
  if (options.token) headers['Blade-Auth'] = `bearer ${options.token}`;
  const response = await fetch(url, { method, headers, redirect: 'manual' });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export async function apiLogin(baseUrl: string, account: string, password: string) {
  const { body } = await callApi(baseUrl, 'POST', '/api/blade-auth/os/oauth/token', {
    query: {
      tenantId: '000000',
      account,
      password: md5(password),
      type: 'account',
      grant_type: 'password',
      scope: 'all',
    },
  });
  return body;
}

/** Makes the next `count` calls of `path` fail with `status` (FAKE_API_CONTROL=1). */
export async function failNext(baseUrl: string, path: string, count: number, status = 500) {
  await callApi(baseUrl, 'POST', '/__fake/fail-next', {
    query: { path, count: String(count), status: String(status) },
  });
}
