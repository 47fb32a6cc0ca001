import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerDesigner } from './support/applicants';
import { callApi } from './support/fakeApi';
import { stored, storedUser } from './support/fakeState';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { TASKS, seedCadFile, taskPage, tokenOf } from './support/orders';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { uiText } from './support/catalog';
import { clickAndConfirm, confirmDialog } from './support/confirmStep';

// Paper contracts: the desk's confirmation exists only there; quality inspection is the same.
const portal = portalForFile({ FAKE_API_CONTRACT_SIGNING: 'paper' });

/** A fresh designer who mailed the signed paper contract: the desk confirms its receipt once. */
async function confirmDrill(n: number): Promise<WriteDrill> {
  const account = `drillpaper${n}`;
  const trackNum = `YT98765432${n}0`;
  const admin = await tokenOf(portal.url, 'operator', 'Operator1');
  await registerDesigner(portal.server, admin, account, 'Drill1234');
  const mailed = await callApi(portal.url, 'GET', '/api/os/user/addTrackNum', {
    token: await tokenOf(portal.url, account, 'Drill1234'),
    query: { realName: account, idKind: 'passport', idNumber: `U1234567${n}`, trackNum },
  });
  expect(mailed.body.code).toBe(200);
  const row = (page: Page) => page.getByRole('row').filter({ hasText: trackNum });
  return {
    path: '/api/os/contract/confirm',
    async prepare(page) {
      await signInAs(page, 'support', undefined, { landing: '/staff/contracts' });
      await row(page).waitFor();
    },
    send: (page) =>
      clickAndConfirm(
        page,
        row(page).getByRole('button', { name: uiText('app.onboarding.desk.confirm') }),
        'dblclick',
      ),
    async expectInputKept(page) {
      // The closing confirm keeps the page aria-hidden (no rows by role) until it is gone.
      await confirmDialog(page).waitFor({ state: 'detached' });
      expect(await row(page).count()).toBe(1);
    },
    async expectDone(page) {
      await expect.poll(() => row(page).count()).toBe(0);
    },
    records: async () =>
      (await storedUser(portal.server, account)).contractStatus === '2' ? 1 : 0,
  };
}

/**
 * An order the designer grabbed and submitted over HTTP: it waits for inspection. The first
 * grabbable order that submits with the demo crown alone (no DLP model asked) is taken.
 */
async function submittedTask(account: string, password: string) {
  const token = await tokenOf(portal.url, account, password);
  const call = (path: string, id: string) =>
    callApi(portal.url, 'POST', `${TASKS}${path}`, { token, query: { id } });
  for (const task of (await taskPage(portal.url, token, { tab: 'grab' })).records) {
    if ((await call('/my/grab', task.id)).body.code !== 200) continue;
    await seedCadFile(portal.url, task.id);
    if ((await call(`/${task.id}/submit`, task.id)).body.code === 200) return task;
    await call('/my/cancel', task.id);
  }
  throw new Error(`no order ${account} may grab and submit`);
}

const taskStatus = (page: Page) =>
  page.getByTestId('task-detail').getByTestId('task-status').first().textContent();

/**
 * An inspection changes the order's status (and a fail takes rework points): "records" are the
 * order in the verdict's status, and for a fail also its rework entries in the points ledger.
 */
async function qcDrill(n: number, verdict: 'pass' | 'fail'): Promise<WriteDrill> {
  const task =
    verdict === 'pass'
      ? await submittedTask('designer', 'Designer1')
      : await submittedTask('mainacct', 'Mainacct1');
  const reason = `近中边缘不密合(演练${n})`;
  const form = (page: Page) => page.getByTestId('qc-form');
  const expected = verdict === 'pass' ? '3' : '4';
  return {
    path: `/api/os/designTask/qc/${verdict}`,
    async prepare(page) {
      await signInAs(page, 'support', undefined, { landing: `/tasks/${task.id}/show` });
      await form(page).waitFor();
      if (verdict === 'fail') {
        await form(page)
          .getByRole('button', { name: uiText('app.orders.qc.form.add') })
          .click();
        await form(page)
          .getByTestId('qc-form-reason')
          .first()
          .getByLabel(uiText('app.orders.qc.form.text'))
          .fill(reason);
      }
    },
    send: (page) => clickAndConfirm(page, form(page).getByTestId(`qc-${verdict}`), 'dblclick'),
    async expectInputKept(page) {
      expect(await taskStatus(page)).toBe(uiText('app.orders.status.2'));
      if (verdict === 'fail')
        expect(
          await form(page)
            .getByTestId('qc-form-reason')
            .first()
            .getByLabel(uiText('app.orders.qc.form.text'))
            .inputValue(),
        ).toBe(reason);
    },
    async expectDone(page) {
      await expect
        .poll(() => taskStatus(page))
        .toBe(uiText(verdict === 'pass' ? 'app.orders.status.3' : 'app.orders.qc.form.fail'));
    },
    async records() {
      const inStatus = (await stored(portal.server, 'designTasks')).filter(
        (t) => t.id === task.id && t.status === expected,
      ).length;
      if (verdict === 'pass') return inStatus;
      const reworks = (await stored(portal.server, 'pointsEvents')).filter(
        (event) => event.taskId === task.id && event.kind === 'rework',
      ).length;
      expect(reworks).toBe(inStatus);
      return inStatus;
    },
  };
}

describe('staff desk writes under faults', () => {
  it.each(FAULT_ROWS)('paper contract confirmed: %s', (_, fault, n) =>
    drillInNewPage(portal, () => confirmDrill(n), fault),
  );
  it.each(FAULT_ROWS)('quality inspection passed: %s', (_, fault, n) =>
    drillInNewPage(portal, () => qcDrill(n, 'pass'), fault),
  );
  it.each(FAULT_ROWS)('quality inspection failed: %s', (_, fault, n) =>
    drillInNewPage(portal, () => qcDrill(n, 'fail'), fault),
  );
});
