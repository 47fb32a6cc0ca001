import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeApi } from '../app';
import type { FakeApi } from '../app';
import { md5Hex } from '../http/format';
import type { FakeApiOptions } from '../settings';

export const BASIC_HEADER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export interface CallOptions {
  method?: string;
  query?: Record<string, string>;
  token?: string;
  /** Send the Basic client header (default true). */
  client?: boolean;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface TestApi {
  api: FakeApi;
  url: string;
  dir: string;
  call(path: string, options?: CallOptions): Promise<{ status: number; body: Json }>;
  /** The token object of an account login (plain password, hashed here). */
  login(account: string, password: string, language?: string): Promise<Json>;
  close(): Promise<void>;
}

// Answers are checked field by field in tests; a loose JSON type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers under test
export type Json = any;

/** A fake API on a free port with a fresh seed in a temporary data file. */
export async function startTestApi(options: FakeApiOptions = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-api-test-'));
  const api = createFakeApi({ dataFile: join(dir, 'db.json'), log: () => {}, ...options });
  const { url } = await api.listen(0);

  const call: TestApi['call'] = async (
    path,
    { method = 'POST', query, token, client = true, headers, body } = {},
  ) => {
    const target = `${url}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        'Tenant-Id': '000000',
        ...(client ? { Authorization: BASIC_HEADER } : {}),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') && text;
    return { status: response.status, body: isJson ? JSON.parse(text) : text };
  };

  return {
    api,
    url,
    dir,
    call,
    async login(account, password, language = 'zh') {
      const query = {
        tenantId: '000000',
        account,
        password: md5Hex(password),
        language,
        type: 'account',
        grant_type: 'password',
        scope: 'all',
      };
      return (await call('/api/blade-auth/os/oauth/token', { query })).body;
    },
    async close() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
