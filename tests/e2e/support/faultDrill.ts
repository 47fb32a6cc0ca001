import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appEn } from '../../../i18n/appEn';
import { appTr } from '../../../i18n/appTr';
import { appZh } from '../../../i18n/appZh';
import { callApi } from './fakeApi';
import type { Portal } from './harness';
import { notification } from './portalPage';
import type { LoggedRequest, PortalServer } from './portalServer';

export type DrillLanguage = 'zh' | 'en' | 'tr';

/** A message the fake API answers with in the 500 drill: the page must show it as is. */
export const DRILL_SERVER_MESSAGE = '数据库连接超时(故障演练)';

const HTTP_TEXTS = { zh: appZh.http, en: appEn.http, tr: appTr.http };

export interface FaultCase {
  name: string;
  /** Query of POST /__fake/fail-next (docs/CONTRACT.md). */
  plan: Record<string, string>;
  /** The write ran on the server before its answer was lost. */
  committed: boolean;
  message: (language: DrillLanguage) => string;
}

export const FAULT_CASES: readonly FaultCase[] = [
  {
    name: 'a 500 with the server message, before the write',
    plan: { mode: 'error', msg: DRILL_SERVER_MESSAGE },
    committed: false,
    message: () => DRILL_SERVER_MESSAGE,
  },
  {
    name: 'a gateway timeout after the write ran',
    plan: { mode: 'timeout', when: 'after', ms: '300' },
    committed: true,
    message: (language) => HTTP_TEXTS[language].timeout,
  },
  {
    name: 'a dropped connection after the write ran',
    plan: { mode: 'drop', when: 'after' },
    committed: true,
    message: (language) => HTTP_TEXTS[language].network_error,
  },
];

/** One write of the portal, driven as a user would. */
export interface WriteDrill {
  /** The API path the write is sent to (the fault is planned on it). */
  path: string;
  /** Brings the page to where one action sends the write, with the user's input in place. */
  prepare(page: Page): Promise<void>;
  /** The user's action that sends the write. It should double-click where a button sends it. */
  send(page: Page): Promise<void>;
  /** Fails unless what the user typed or chose is still on the page. */
  expectInputKept(page: Page): Promise<void>;
  /** Fails unless the page shows the write as done. */
  expectDone(page: Page): Promise<void>;
  /** How many records of this write exist, read back from the fake API. */
  records(): Promise<number>;
  /** Where the page shows the failure; the newest notification unless said otherwise. */
  failureText?(page: Page): Promise<string>;
}

/** Where the drill's failure shows: its own reader, else the newest notification. */
function failureTextOf(drill: WriteDrill): (page: Page) => Promise<string> {
  return drill.failureText ?? (async (page) => (await notification(page).textContent()) ?? '');
}

export async function planFault(baseUrl: string, path: string, plan: Record<string, string>) {
  const answer = await callApi(baseUrl, 'POST', '/__fake/fail-next', {
    query: { path, count: '1', ...plan },
  });
  expect(answer.status).toBe(200);
}

const writesTo = (server: PortalServer, path: string): LoggedRequest[] =>
  server.requests().filter((r) => r.method !== 'GET' && r.path === path);

/**
 * The write fails as `fault` says: the user sees the server's message (or the network/timeout
 * message in their language), keeps their input, retries, and the write exists exactly once;
 * the fake API saw two calls (the failed one and the retry: a double click sends no third), and
 * a retry after a committed write carried the first call's Idempotency-Key.
 */
export async function drillWrite(
  page: Page,
  server: PortalServer,
  drill: WriteDrill,
  fault: FaultCase,
  language: DrillLanguage = 'zh',
): Promise<void> {
  const before = await drill.records();
  await drill.prepare(page);
  const sentBefore = writesTo(server, drill.path).length;
  await planFault(server.url, drill.path, fault.plan);
  await drill.send(page);
  const failureText = failureTextOf(drill);
  await expect
    .poll(() => failureText(page), { timeout: 15_000 })
    .toContain(fault.message(language));
  await drill.expectInputKept(page);
  expect(await drill.records()).toBe(before + (fault.committed ? 1 : 0));

  await drill.send(page);
  await drill.expectDone(page);
  expect(await drill.records()).toBe(before + 1);
  const calls = writesTo(server, drill.path).slice(sentBefore);
  expect(calls).toHaveLength(2);
  const [failed, retried] = calls.map((call) => call.headers['idempotency-key']);
  expect(failed).toMatch(/^[0-9a-f]{32}$/);
  if (fault.committed) expect(retried).toBe(failed);
}

/**
 * The write is tried with the network gone: the user sees the network message, keeps the input,
 * and nothing reaches the server, then or when the network is back (a write is never queued);
 * sent again online, it is written once, by one call.
 */
export async function drillOffline(
  page: Page,
  server: PortalServer,
  drill: WriteDrill,
  language: DrillLanguage = 'zh',
): Promise<void> {
  const before = await drill.records();
  await drill.prepare(page);
  const sentBefore = writesTo(server, drill.path).length;
  const banner = page.getByTestId('offline-banner');
  await page.context().setOffline(true);
  await expect.poll(() => banner.count()).toBe(1);
  await drill.send(page);
  const failureText = failureTextOf(drill);
  await expect
    .poll(() => failureText(page), { timeout: 15_000 })
    .toContain(HTTP_TEXTS[language].network_error);
  await drill.expectInputKept(page);
  await page.context().setOffline(false);
  await expect.poll(() => banner.count()).toBe(0);
  expect(writesTo(server, drill.path).length, 'nothing was sent while offline').toBe(sentBefore);
  expect(await drill.records()).toBe(before);

  await drill.send(page);
  await drill.expectDone(page);
  expect(await drill.records()).toBe(before + 1);
  // One call: the offline attempt was not kept to be replayed when the network came back.
  expect(writesTo(server, drill.path).slice(sentBefore)).toHaveLength(1);
}

/** drillOffline in a fresh browser context of the file's portal, closed afterwards. */
export async function offlineInNewPage(
  portal: Pick<Portal, 'browser' | 'server'>,
  make: () => WriteDrill | Promise<WriteDrill>,
): Promise<void> {
  const page = await portal.browser.newPage();
  await drillOffline(page, portal.server, await make());
  await page.context().close();
}

/** `it.each` rows: the fault's name, the fault, and its number from 1 (to keep test data apart). */
export const FAULT_ROWS = FAULT_CASES.map(
  (fault, index) => [fault.name, fault, index + 1] as const,
);

/** drillWrite in a fresh browser context of the file's portal, closed afterwards. */
export async function drillInNewPage(
  portal: Pick<Portal, 'browser' | 'server'>,
  make: () => WriteDrill | Promise<WriteDrill>,
  fault: FaultCase,
): Promise<void> {
  const page = await portal.browser.newPage();
  await drillWrite(page, portal.server, await make(), fault);
  await page.context().close();
}
