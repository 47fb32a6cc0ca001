import type { Page } from 'playwright-core';
import { callApi } from './fakeApi';

// The dashboard's figures: what the fake API holds and what the page shows.

/** The `data` of an authenticated GET, as the dashboard reads it. */
export async function apiData(
  baseUrl: string,
  token: string,
  path: string,
  query?: Record<string, string>,
): Promise<unknown> {
  const { body } = await callApi(baseUrl, 'GET', path, { token, query });
  return body.data;
}

/** An amount in fen as the dashboard shows it in zh (¥1,234.50). */
export const yuan = (fen: number) =>
  new Intl.NumberFormat('zh-CN', {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(fen / 100);

/** The trimmed text of the first element with `testId`. */
export const shownText = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
