import type { Page } from 'playwright-core';
import { apiLogin, callApi } from './fakeApi';
import { uiText } from './catalog';

export const TASKS = '/api/os/designTask';

/** An access token of a seeded account, logged in over HTTP. */
export async function tokenOf(baseUrl: string, account: string, password: string) {
  return String((await apiLogin(baseUrl, account, password)).access_token);
}

export interface TaskRow {
  id: string;
  orderNo: string;
  status: string;
  dentureType: string;
  designerId: string;
  customerCode: string;
}

/** A page of tasks as the fake API answers it to `token`. */
export async function taskPage(baseUrl: string, token: string, query: Record<string, string>) {
  const { body } = await callApi(baseUrl, 'GET', `${TASKS}/my/page`, {
    token,
    query: { size: '100', ...query },
  });
  return body.data as { records: TaskRow[]; total: number };
}

/**
 * Registers a CAD file with a task through json-server's view of the state (test-only); by
 * default the demo crown, or another public `link` (a later file becomes the next version).
 */
export async function seedCadFile(baseUrl: string, taskId: string, link = '/oss/demo/crown.stl') {
  const response = await fetch(new URL('/__db/taskFiles', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: `e2e-${taskId}-${link.split('/').pop()}`,
      taskId,
      fileType: 'cad',
      fileSize: 1024,
      createTime: '2026-11-01 08:00:00',
      domain: '',
      link,
      name: `upload/20261101/${taskId}.stl`,
      originalName: 'design.stl',
      viewStlUrl: link,
      hashValue: `${taskId}-${link}`,
    }),
  });
  if (!response.ok) throw new Error(`seeding the CAD file failed: ${response.status}`);
}

export function taskCard(page: Page, orderNo: string) {
  // Exactly: on the live clock today's order numbers share their date, so one can begin another.
  const number = page.getByTestId('task-order-no').filter({ hasText: new RegExp(`^${orderNo}$`) });
  return page.getByTestId('task-card').filter({ has: number });
}

/** The workbench tab labels as shown, e.g. "Grab (8)" (tabLabel). */
export async function tabLabels(page: Page): Promise<string[]> {
  const tabs = page.getByTestId('workbench-tabs').getByRole('tab');
  return (await tabs.allTextContents()).map((text) => text.trim());
}

/** A workbench tab's label with its count, as the tab shows it. */
export const tabLabel = (tab: 'grab' | 'progress' | 'inspection' | 'history', count: number) =>
  `${uiText(`app.orders.tabs.${tab}`)} (${count})`;
