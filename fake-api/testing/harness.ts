import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeApi } from '../app';
import type { FakeApi } from '../app';
import { md5Hex } from '../http/format';
import type { FakeApiOptions } from '../settings';

export const BASIC_HEADER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The seeded demo accounts (fake-api/seed/users.ts) with their plain passwords. */
export const SEEDED_PASSWORDS = {
  designer: 'Designer1',
  company: 'Company1',
  mainacct: 'Mainacct1',
  subacct1: 'Subacct1',
  subacct2: 'Subacct2',
  weakpwd: '123456',
  newbie1: 'Newbie123',
  support: 'Support1',
  operator: 'Operator1',
  overseas: 'Overseas1',
  measurer: 'Measurer1',
} as const;

export type SeededAccount = keyof typeof SEEDED_PASSWORDS;

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
  /**
   * Signs each seeded account in (again, e.g. after the clock moved past the tokens' life) and
   * writes its access token into `tokens`, which it returns.
   */
  signIn(
    accounts: readonly SeededAccount[],
    tokens?: Record<string, string>,
  ): Promise<Record<string, string>>;
  close(): Promise<void>;
}

// Answers are checked field by field in tests; a loose JSON type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers under test
export type Json = any;

/**
 * A fake API on a free port with a fresh seed in a temporary data file. Its answers are checked
 * against docs/api/openapi.yaml (counted where the unit run says, tests/unit/setup.ts); close()
 * fails when one left it, so the file whose test caused it fails.
 */
export async function startTestApi(options: FakeApiOptions = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-api-test-'));
  const api = createFakeApi({
    dataFile: join(dir, 'db.json'),
    log: () => {},
    checkAnswers: process.env.FAKE_API_CHECK_ANSWERS || true,
    ...options,
  });
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

  const login: TestApi['login'] = async (account, password, language = 'zh') => {
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
  };

  return {
    api,
    url,
    dir,
    call,
    login,
    async signIn(accounts, tokens = {}) {
      for (const account of accounts) {
        const answer = await login(account, SEEDED_PASSWORDS[account]);
        if (!answer.access_token)
          throw new Error(`${account} could not sign in: ${JSON.stringify(answer)}`);
        tokens[account] = answer.access_token;
      }
      return tokens;
    },
    async close() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
      const violations = api.contract?.read().violations ?? [];
      if (violations.length > 0)
        throw new Error(`Answers that leave docs/api/openapi.yaml:\n${violations.join('\n')}`);
    },
  };
}
