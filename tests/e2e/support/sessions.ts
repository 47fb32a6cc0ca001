import type { Page } from 'playwright-core';
import { callApi } from './fakeApi';
import type { LoggedRequest } from './portalServer';

// The fake API's session controls (FAKE_API_CONTROL=1, fake-api/README.md).

/** Calls of `path` (only those of `method`, when given) wait before the token check until `release`. */
export async function hold(baseUrl: string, path: string, ms = 60_000, method?: string) {
  const query = { path, ms: String(ms), ...(method ? { method } : {}) };
  await callApi(baseUrl, 'POST', '/__fake/hold', { query });
}

export async function release(baseUrl: string, path: string) {
  await callApi(baseUrl, 'POST', '/__fake/release', { query: { path } });
}

/** How many calls of `path` the server holds right now. */
export async function waiting(baseUrl: string, path: string): Promise<number> {
  const { body } = await callApi(baseUrl, 'GET', '/__fake/held', { query: { path } });
  return (body.data as { waiting: number }).waiting;
}

export async function expireAccessTokens(baseUrl: string) {
  await callApi(baseUrl, 'POST', '/__fake/expire-access-tokens');
}

export async function revokeRefreshTokens(baseUrl: string, account: string) {
  await callApi(baseUrl, 'POST', '/__fake/revoke-refresh-tokens', { query: { account } });
}

export const isRefresh = (request: LoggedRequest) =>
  request.path === '/api/blade-auth/oauth/token' && request.query.grant_type === 'refresh_token';

/**
 * Before any page script: records the text of every snackbar shown and counts the portal's
 * session-expired events, so a test can tell one message and one logout from several.
 */
export async function watchSessionEnds(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { snacks: string[]; sessionEnds: number };
    seen.snacks = [];
    seen.sessionEnds = 0;
    window.addEventListener('portal:session-expired', () => (seen.sessionEnds += 1));
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const snack = node.matches('.MuiSnackbar-root')
            ? node
            : node.querySelector('.MuiSnackbar-root');
          if (snack) seen.snacks.push(snack.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function sessionEnds(page: Page) {
  return page.evaluate(() => {
    const seen = window as unknown as { snacks: string[]; sessionEnds: number };
    return { snacks: seen.snacks, count: seen.sessionEnds };
  });
}

/** The draft keys the portal keeps in this tab. */
export async function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('portal-draft:')),
  );
}
