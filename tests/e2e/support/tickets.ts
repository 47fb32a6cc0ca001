import type { Page } from 'playwright-core';
import { md5 } from './fakeApi';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A JSON call to the fake API as another client (e.g. customer service) would make it. */
export async function sendJson(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: { code: number; data: unknown; msg: string } }> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      Authorization: BASIC,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Every write carries a key of 32 hex digits, as the portal's does (docs/CONTRACT.md).
      ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID().replace(/-/g, '') }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function tokenOf(baseUrl: string, account: string, password: string) {
  const query = new URLSearchParams({
    tenantId: '000000',
    account,
    password: md5(password),
    type: 'account',
    grant_type: 'password',
    scope: 'all',
  });
  const response = await fetch(new URL(`/api/blade-auth/os/oauth/token?${query}`, baseUrl), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

export const serviceDialog = (page: Page) => page.getByTestId('customer-service-dialog');

/** Opens the customer-service dialog from the top bar. */
export async function openService(page: Page) {
  await page.getByTestId('customer-service').click();
  await serviceDialog(page).getByTestId('service-chat').waitFor();
}

/** Types a question in the chat and sends it with Enter. */
export async function ask(page: Page, question: string) {
  const input = serviceDialog(page).getByRole('textbox').first();
  await input.fill(question);
  await input.press('Enter');
}

/** Types into a tiptap editor inside `scope`. */
export async function typeInEditor(page: Page, scope: string, text: string) {
  await page.getByTestId(scope).locator('.ProseMirror').click();
  await page.keyboard.type(text);
}

/** Subjects of tickets in the seed (fake-api/seed/tickets.ts): data, not UI text. */
export const SEEDED_TICKETS = {
  /** The designer's ticket waiting for customer service. */
  waiting: '种植导板可以接单吗？',
  /** The main account's ticket, under solution. */
  mainAccount: '子账号派单问题',
} as const;

/** put-file as the portal's attachment picker sends it: the answer's link (an issued key). */
export async function putFile(
  baseUrl: string,
  token: string,
  fileName: string,
  content: string,
  type: string,
): Promise<{ link: string; size: number }> {
  const form = new FormData();
  const blob = new Blob([content], { type });
  form.append('file', blob, fileName);
  const response = await fetch(new URL('/api/blade-resource/oss/endpoint/put-file', baseUrl), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Blade-Auth': `bearer ${token}` },
    body: form,
  });
  const { data } = (await response.json()) as { data: { link: string } };
  return { link: data.link, size: blob.size };
}
