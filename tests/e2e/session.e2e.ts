import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, failNext } from './support/fakeApi';
import { cookieValue, loginWithPassword, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { WELCOME_GREETING, userMenuButton } from './support/chrome';
import { MESSAGES } from '../../fake-api/http/blade';

// Access tokens live 6 s here, so the silent refresh is exercised for real.
const portal = portalForFile({ FAKE_API_ACCESS_TTL: '6' });

async function loggedInPage(): Promise<Page> {
  const page = await portal.page();
  await loginWithPassword(page, 'designer', 'Designer1');
  await page.waitForURL('**/wel/index');
  await page.getByTestId('user-summary').waitFor();
  return page;
}

async function openUserMenu(page: Page) {
  await userMenuButton(page).click();
}

describe('session', () => {
  it('asks before logging out; cancelling keeps the session, confirming ends it', async () => {
    const page = await loggedInPage();
    await openUserMenu(page);
    await page.getByTestId('menu-logout').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(uiText('app.auth.logout_confirm'));
    await dialog.getByRole('button', { name: uiText('app.profile.avatar.cancel') }).click();
    expect(page.url()).toMatch(/\/wel\/index$/);
    expect(await cookieValue(page, 'saber-access-token')).toBeTruthy();
    // Said no: the user menu under the question closes with it.
    await expect.poll(() => page.getByTestId('menu-logout').count()).toBe(0);

    await openUserMenu(page);
    await page.getByTestId('menu-logout').click();
    // A person reads the question before answering: the dialog is still there a second later
    // (it lived in the user menu, which closed under it and took it away after 300 ms).
    await page.waitForTimeout(1_000);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('ra.action.confirm') })
      .click({ timeout: 2_000 });
    await page.waitForURL('**/login');
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('saber-userInfo'))).toBeNull();
    expect(
      portal.server.requests().filter((r) => r.path === '/api/blade-auth/oauth/logout'),
    ).toHaveLength(1);
    await page.context().close();
  });

  it('refreshes an expiring token silently and keeps working', async () => {
    const page = await loggedInPage();
    const firstToken = await cookieValue(page, 'saber-access-token');
    const refreshes = () =>
      portal.server
        .requests()
        .filter(
          (r) => r.path === '/api/blade-auth/oauth/token' && r.query.grant_type === 'refresh_token',
        );
    await expect.poll(() => refreshes().length).toBeGreaterThan(0);
    await expect.poll(() => cookieValue(page, 'saber-access-token')).not.toBe(firstToken);
    const secondToken = await cookieValue(page, 'saber-access-token');
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);

    // The first token's life runs out: the server refuses it, the page goes on with the new one.
    const withFirstToken = () =>
      callApi(portal.url, 'GET', '/api/os/user/detail', { token: firstToken });
    await expect.poll(async () => (await withFirstToken()).status).toBe(401);
    await page.reload();
    await expect.poll(() => page.getByText(WELCOME_GREETING).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/wel\/index$/);
    await page.context().close();
  });

  it("shows the server's message when a call fails", async () => {
    const page = await loggedInPage();
    await failNext(portal.url, '/api/os/user/detail', 1);
    await page.reload();
    await expect.poll(() => notification(page).textContent()).toBe(MESSAGES.simulatedFault);
    expect(page.url()).toMatch(/\/wel\/index$/);
    await page.context().close();
  });

  it('sends a revoked session to /login', async () => {
    const page = await loggedInPage();
    const token = await cookieValue(page, 'saber-access-token');
    const revoked = await callApi(portal.url, 'GET', '/api/blade-auth/oauth/logout', { token });
    expect(revoked.status).toBe(200);
    await page.reload();
    await page.waitForURL('**/login');
    expect(await cookieValue(page, 'saber-access-token')).toBeUndefined();
    await page.context().close();
  });
});
