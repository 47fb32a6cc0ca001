import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cookieValue, loginWithPassword, notification } from './support/portalPage';
import {
  draftKeys,
  expireAccessTokens,
  hold,
  isRefresh,
  release,
  revokeRefreshTokens,
  sessionEnds,
  waiting,
  watchSessionEnds,
} from './support/sessions';
import {
  SEEDED_TICKETS,
  openService,
  sendJson,
  serviceDialog,
  tokenOf,
  typeInEditor,
} from './support/tickets';
import { MESSAGES } from '../../fake-api/http/blade';
import { portalForFile } from './support/harness';
import type { Language } from '../../i18n/languages';
import { textIn, uiText } from './support/catalog';

const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';

/** The reply the designer types before the session ends. */
const TYPED_REPLY = '还需要补充哪些材料？';
/** The work orders the designer types, in English and in Turkish. */
const TYPED = {
  en: { subject: 'Hundred scans', content: 'Every scan of the case.' },
  tr: { subject: 'Köprü taslağı', content: 'Üç üyeli köprü, A2 rengi.' },
};

const portal = portalForFile();

/** A designer's page in `language`, watching snackbars and session ends from the start. */
async function signedIn(language: Language): Promise<Page> {
  const page = await portal.page();
  await page.addInitScript((lang) => localStorage.setItem('saber-language', lang), language);
  await watchSessionEnds(page);
  await logIn(page);
  return page;
}

/** Logs in; the portal lands on the home page, or on the page the lost session was showing. */
async function logIn(page: Page) {
  await loginWithPassword(page, 'designer', 'Designer1');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function openWorkOrderForm(page: Page, buttonLabel: string) {
  await openService(page);
  await serviceDialog(page).getByRole('button', { name: buttonLabel }).click();
  await page.getByTestId('work-order-form').waitFor();
}

const files = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i).padStart(3, '0')}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`scan ${i}`),
  }));

function storedTicket(subject: string) {
  const state = JSON.parse(readFileSync(join(portal.server.dataDir, 'db.json'), 'utf8')) as {
    tickets: { subject: string; attachList: { fileName: string }[] }[];
  };
  return state.tickets.find((ticket) => ticket.subject === subject);
}

/**
 * The refresh token dies and so does the access token, while `trigger` sends calls: the page must
 * end the session once, with one message, on the login page.
 */
async function loseSession(page: Page, trigger: () => Promise<void>) {
  const before = portal.server.requests().length;
  await revokeRefreshTokens(portal.url, 'designer');
  await expireAccessTokens(portal.url);
  await trigger();
  await page.waitForURL('**/login');
  await notification(page).waitFor();
  // A second message would queue behind the first: close it and give any other time to show.
  await page.mouse.click(5, 5);
  await page.waitForTimeout(1500);
  const after = portal.server.requests().slice(before);
  return { ...(await sessionEnds(page)), refreshes: after.filter(isRefresh).length, after };
}

describe('sessions under load', () => {
  it('100 uploads in flight when the access token dies: ONE refresh, all 100 answered', async () => {
    const page = await signedIn('en');
    const en = textIn('en');
    const oldToken = await cookieValue(page, 'saber-access-token');
    await openWorkOrderForm(page, en('app.tickets.service.submit_work_order'));
    const form = page.getByTestId('work-order-form');
    await form.locator('input[name=subject]').fill(TYPED.en.subject);
    await typeInEditor(page, 'work-order-form', TYPED.en.content);
    const shown = (key: 'uploading' | 'upload_failed') =>
      form.getByText(en(`app.tickets.form.${key}`), { exact: true }).count();

    // The uploads go out at once and the server keeps them waiting: they are in flight together.
    await hold(portal.url, PUT_FILE);
    await form.getByTestId('attachment-input').setInputFiles(files(100, 'scan'));
    await expect.poll(() => shown('uploading')).toBe(100);
    await expect.poll(() => waiting(portal.url, PUT_FILE)).toBeGreaterThan(0);
    const before = portal.server.requests().length;
    await expireAccessTokens(portal.url);
    await release(portal.url, PUT_FILE);

    await expect.poll(() => shown('uploading'), { timeout: 45_000 }).toBe(0);
    expect(await shown('upload_failed')).toBe(0);
    expect(await form.getByTestId('attachment').count()).toBe(100);
    const after = portal.server.requests().slice(before);
    expect(after.filter(isRefresh)).toHaveLength(1);
    const newToken = await cookieValue(page, 'saber-access-token');
    expect(newToken).not.toBe(oldToken);
    const uploads = portal.server.requests().filter((request) => request.path === PUT_FILE);
    const sentWith = (token: string | undefined) =>
      uploads.filter((request) => request.headers['blade-auth'] === `bearer ${token}`).length;
    // Every upload went out with the dead token, was refused, and was sent once more.
    expect([sentWith(oldToken), sentWith(newToken), uploads.length]).toEqual([100, 100, 200]);
    expect(page.url()).not.toContain('/login');
    expect((await sessionEnds(page)).count).toBe(0);

    await form.getByRole('button', { name: en('app.tickets.form.submit'), exact: true }).click();
    await expect.poll(() => storedTicket(TYPED.en.subject)?.attachList.length).toBe(100);
    const names = storedTicket(TYPED.en.subject)?.attachList.map((file) => file.fileName);
    expect(new Set(names)).toEqual(new Set(files(100, 'scan').map((file) => file.name)));
    await page.context().close();
  });

  it('a revoked refresh token: ONE logout, ONE message in Turkish, and the work order draft comes back', async () => {
    const page = await signedIn('tr');
    const tr = textIn('tr');
    await openWorkOrderForm(page, tr('app.tickets.service.submit_work_order'));
    const form = page.getByTestId('work-order-form');
    await form.locator('input[name=subject]').fill(TYPED.tr.subject);
    await typeInEditor(page, 'work-order-form', TYPED.tr.content);
    await expect.poll(() => draftKeys(page)).toHaveLength(1);

    await hold(portal.url, PUT_FILE);
    await form.getByTestId('attachment-input').setInputFiles(files(20, 'tr'));
    await expect.poll(() => waiting(portal.url, PUT_FILE)).toBeGreaterThan(0);
    const ended = await loseSession(page, () => release(portal.url, PUT_FILE));

    const message = tr('app.auth.session_expired');
    expect(ended.count).toBe(1);
    expect(ended.snacks.filter((text) => text.includes(message))).toHaveLength(1);
    expect(ended.snacks.filter((text) => text.includes(MESSAGES.unauthorized))).toHaveLength(0);
    expect(ended.refreshes).toBe(1);
    expect(ended.after.filter((r) => r.path.endsWith('/oauth/logout'))).toHaveLength(0);
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();

    await logIn(page);
    await openWorkOrderForm(page, tr('app.tickets.service.submit_work_order'));
    expect(await form.locator('input[name=subject]').inputValue()).toBe(TYPED.tr.subject);
    await expect.poll(() => form.locator('.ProseMirror').textContent()).toBe(TYPED.tr.content);
    expect(await form.getByTestId('draft-restored').textContent()).toBe(
      tr('app.tickets.form.draft_restored'),
    );
    await form.getByRole('button', { name: tr('app.tickets.form.submit'), exact: true }).click();
    await expect.poll(() => storedTicket(TYPED.tr.subject)).toBeDefined();
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the reply being written on a ticket through a lost session', async () => {
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const list = await sendJson(
      portal.url,
      'GET',
      '/api/os/ticket/myList?current=1&size=20',
      token,
    );
    const records = (list.body.data as { records: { id: string; subject: string }[] }).records;
    const ticket = records.find((record) => record.subject === SEEDED_TICKETS.waiting);
    expect(ticket).toBeDefined();
    const showPath = `/tickets/${ticket?.id}/show`;

    const page = await signedIn('zh');
    await page.goto(showPath);
    await page.getByTestId('reply-box').waitFor();
    await typeInEditor(page, 'reply-box', TYPED_REPLY);
    await expect.poll(() => draftKeys(page)).toEqual([expect.stringMatching(/:reply:/)]);

    const ended = await loseSession(page, () =>
      page.getByTestId('reply-box').getByTestId('attachment-input').setInputFiles(files(1, 'zh')),
    );
    expect(ended.count).toBe(1);
    expect(
      ended.snacks.filter((text) => text.includes(uiText('app.auth.session_expired'))),
    ).toHaveLength(1);
    expect(ended.refreshes).toBe(1);

    await logIn(page);
    await page.goto(showPath);
    const box = page.getByTestId('reply-box');
    await expect.poll(() => box.locator('.ProseMirror').textContent()).toBe(TYPED_REPLY);
    expect(await box.getByTestId('draft-restored').textContent()).toBe(
      uiText('app.tickets.form.draft_restored'),
    );
    await page.context().close();
  });
});
