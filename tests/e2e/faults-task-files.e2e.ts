import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { signInAs } from './support/signIn';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { stored, userIdOf } from './support/fakeState';
import { seedCadFile } from './support/orders';
import { notification } from './support/portalPage';
import { smallStl } from './support/stlFiles';
import { choose } from './support/taskUpload';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';

const portal = portalForFile();

/** The orders `account` has in the design, in a fixed order: each drill takes its own. */
async function ordersInDesign(account: string): Promise<DesignTask[]> {
  const holder = await userIdOf(portal.server, account);
  return (await stored(portal.server, 'designTasks'))
    .filter((t) => t.designerId === holder && t.status === '1')
    .sort((a, b) => a.id.localeCompare(b.id));
}

const filesOf = async (taskId: string) =>
  (await stored(portal.server, 'taskFiles')).filter((file) => file.taskId === taskId);

async function openUploadPage(page: Page, taskId: string, [account, password]: Account) {
  await signInAs(page, account, password, { landing: `/order/task/${taskId}/upload` });
  await page.getByTestId('task-upload').waitFor();
}

type Account = readonly [account: string, password: string];
const DESIGNER: Account = ['designer', 'Designer1'];
// The designer holds four orders in the design: the deletes take the main account's.
const MAIN_ACCOUNT: Account = ['mainacct', 'Mainacct1'];

const cadSlot = (page: Page) => page.getByTestId('slot-cad');

/**
 * Registering a CAD file comes after its upload to the storage: the failure shows on the file's
 * line rather than in a notification, and the retry is that line's retry button (the first send
 * is choosing the file). The retry must register the object already stored, with the same body
 * and key, rather than upload it again: a second registration of the same content is refused.
 */
function registrationDrill(taskId: string, name: string): WriteDrill {
  const item = (page: Page) => cadSlot(page).getByTestId('upload-item');
  const content = smallStl(`fault-drill-${name}`);
  return {
    path: `/api/os/designTask/${taskId}/addTaskFile`,
    prepare: (page) => openUploadPage(page, taskId, DESIGNER),
    async send(page) {
      if ((await item(page).count()) === 0) await choose(page, 'cad', [{ name, buffer: content }]);
      else
        await item(page)
          .getByRole('button', { name: uiText('app.upload.actions.retry') })
          .dblclick();
    },
    failureText: async (page) =>
      (await item(page).count()) === 0
        ? ''
        : ((await item(page).getByTestId('upload-status').textContent()) ?? ''),
    async expectInputKept(page) {
      expect(await item(page).getAttribute('data-status')).toBe('failed');
      expect(await item(page).textContent()).toContain(name);
    },
    async expectDone(page) {
      await cadSlot(page).getByTestId('task-file').filter({ hasText: name }).waitFor();
      expect(await item(page).count()).toBe(0);
    },
    records: async () =>
      (await filesOf(taskId)).filter((file) => file.originalName === name).length,
  };
}

/**
 * A delete removes a row: its record is "the file `fileId` is gone", 0 before and 1 after. The
 * retry is the same delete button and its confirmation, for the file still listed.
 */
function deleteDrill(taskId: string, fileId: string): WriteDrill {
  const row = (page: Page) => cadSlot(page).getByTestId('task-file');
  return {
    path: `/api/os/designTask/${taskId}/cadFiles`,
    async prepare(page) {
      await openUploadPage(page, taskId, MAIN_ACCOUNT);
      await row(page).waitFor();
    },
    async send(page) {
      await row(page).getByTestId('delete-file').click();
      await page.getByRole('dialog').locator('.ra-confirm').dblclick();
    },
    async expectInputKept(page) {
      expect(await row(page).count()).toBe(1);
    },
    async expectDone(page) {
      await expect.poll(() => notification(page).textContent()).toContain('design.stl');
      await row(page).waitFor({ state: 'detached' });
    },
    records: async () => ((await filesOf(taskId)).some((file) => file.id === fileId) ? 0 : 1),
  };
}

describe('registering an uploaded CAD file under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(
      portal,
      async () => {
        const taskId = (await ordersInDesign(DESIGNER[0]))[n - 1].id;
        return registrationDrill(taskId, `drill-${n}.stl`);
      },
      fault,
    ),
  );
});

describe('deleting a task file under faults', () => {
  it.each(FAULT_ROWS)('%s', (_, fault, n) =>
    drillInNewPage(
      portal,
      async () => {
        const taskId = (await ordersInDesign(MAIN_ACCOUNT[0]))[n - 1].id;
        await seedCadFile(portal.url, taskId);
        const [file] = await filesOf(taskId);
        return deleteDrill(taskId, file.id);
      },
      fault,
    ),
  );
});
