import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { FAULT_CASES, drillWrite, type WriteDrill } from './support/faultDrill';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';
import { openService, serviceDialog, typeInEditor } from './support/tickets';

let server: PortalServer;
let browser: PortalBrowser;

beforeAll(async () => {
  server = await startPortal();
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function ticketsWithSubject(subject: string): number {
  const state = JSON.parse(readFileSync(join(server.dataDir, 'db.json'), 'utf8')) as {
    tickets?: { subject: string }[];
  };
  return (state.tickets ?? []).filter((ticket) => ticket.subject === subject).length;
}

function workOrderDrill(subject: string): WriteDrill {
  const form = (page: Page) => page.getByTestId('work-order-form');
  const body = '网格边缘有破洞，请协助检查。';
  return {
    path: '/api/os/ticket/create',
    async prepare(page) {
      await loginAs(page, 'designer', 'Designer1');
      await openService(page);
      await serviceDialog(page).getByRole('button', { name: '提交工单' }).click();
      await form(page).locator('input[name=subject]').fill(subject);
      await typeInEditor(page, 'work-order-form', body);
    },
    send: (page) => form(page).getByRole('button', { name: '提交', exact: true }).dblclick(),
    async expectInputKept(page) {
      expect(await form(page).locator('input[name=subject]').inputValue()).toBe(subject);
      expect(await form(page).locator('.ProseMirror').textContent()).toBe(body);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('提交成功');
      await expect.poll(() => form(page).locator('input[name=subject]').inputValue()).toBe('');
    },
    records: async () => ticketsWithSubject(subject),
  };
}

describe('a new work order under faults', () => {
  it.each(FAULT_CASES.map((fault, index) => [fault.name, fault, index] as const))(
    '%s',
    async (_, fault, index) => {
      const page = await browser.newPage();
      await drillWrite(page, server, workOrderDrill(`故障演练 ${index + 1}`), fault);
      await page.context().close();
    },
  );
});
