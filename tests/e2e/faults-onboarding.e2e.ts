import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerApplicant, registerDesigner } from './support/applicants';
import { signInAs } from './support/signIn';
import { callApi } from './support/fakeApi';
import { stored, storedUser, userIdOf } from './support/fakeState';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { binaryStl } from './support/stlFiles';
import { storedTestDesign } from './support/testDesign';
import { portalForFile } from './support/harness';
import { uiPattern, uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';
import { waitForMeshCheck } from './support/meshCheck';

const portal = portalForFile();

async function attemptsOf(account: string, dentureType: string) {
  const userId = await userIdOf(portal.server, account);
  return (await stored(portal.server, 'certificationAttempts')).filter(
    (attempt) => attempt.userId === userId && attempt.dentureType === dentureType,
  );
}

/**
 * newbie1 applies for one denture type per case. The design is uploaded to the object storage
 * first; the drill fails the submit that registers it, and the retry must not upload it again.
 */
function qualificationDrill(n: number): WriteDrill {
  const dentureType = String(n);
  const dialog = (page: Page) => page.getByTestId('apply-dialog');
  const file = { name: `drill-${n}.stl`, mimeType: 'model/stl', buffer: binaryStl(0.2, 20 + n) };
  return {
    path: '/api/os/certification/submit',
    async prepare(page) {
      await signInAs(page, 'newbie1', undefined, { landing: '/order/authentication' });
      await page
        .getByTestId(`type-${dentureType}`)
        .getByRole('button', {
          name: uiPattern(['app.onboarding.auth.apply', 'app.onboarding.auth.resubmit']),
        })
        .click();
      await dialog(page).getByRole('combobox').click();
      await page.getByRole('option', { name: 'exocad' }).click();
      await dialog(page).locator('[name="softwareVersion"]').fill(`3.${n} Elefsina`);
      await dialog(page)
        .locator('[name="years"]')
        .fill(String(n + 2));
      await dialog(page).getByTestId('design-file').setInputFiles(file);
      await waitForMeshCheck(dialog(page));
    },
    send: (page) =>
      dialog(page)
        .getByRole('button', { name: uiText('app.onboarding.apply.submit') })
        .dblclick(),
    async expectInputKept(page) {
      expect(await dialog(page).locator('[name="softwareVersion"]').inputValue()).toBe(
        `3.${n} Elefsina`,
      );
      expect(await dialog(page).locator('[name="years"]').inputValue()).toBe(String(n + 2));
      expect(await dialog(page).getByText(file.name).count()).toBe(1);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.onboarding.apply.submitted'));
      await expect
        .poll(() =>
          page.getByTestId(`type-${dentureType}`).getByTestId('type-status').textContent(),
        )
        .toBe(uiText('app.onboarding.status.review'));
      expect((await attemptsOf('newbie1', dentureType))[0]?.fileName).toBe(file.name);
    },
    records: async () => (await attemptsOf('newbie1', dentureType)).length,
  };
}

/** An attempt under review, made over HTTP; support passes it (a status that moves once). */
async function reviewDrill(n: number): Promise<WriteDrill> {
  const token = await tokenOf(portal.url, 'mainacct', 'Mainacct1');
  // Types mainacct has not passed yet.
  const dentureType = ['3', '5', '6'][n - 1] ?? '3';
  const submitted = await callApi(portal.url, 'POST', '/api/os/certification/submit', {
    token,
    query: {
      dentureType,
      software: '3shape',
      softwareVersion: '2024',
      years: '3',
      fileName: `review-${n}.stl`,
      ...(await storedTestDesign(portal.url, token, `solid review drill ${n}`)),
    },
  });
  expect(submitted.body.code).toBe(200);
  const id = (submitted.body.data as { id: string }).id;
  const reviewed = async () =>
    (await stored(portal.server, 'certificationAttempts')).filter(
      (attempt) => attempt.id === id && attempt.status === '1',
    ).length;
  return {
    path: '/api/os/certification/review',
    async prepare(page) {
      await signInAs(page, 'support', undefined, { landing: `/certifications/${id}/show` });
      await page.getByRole('button', { name: uiText('app.onboarding.review.pass') }).waitFor();
    },
    send: (page) =>
      clickAndConfirm(
        page,
        page.getByRole('button', { name: uiText('app.onboarding.review.pass') }),
        'dblclick',
      ),
    async expectInputKept(page) {
      expect(page.url()).toContain(`/certifications/${id}/show`);
    },
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.onboarding.review.done'));
      await page.waitForURL('**/certifications');
    },
    records: reviewed,
  };
}

/** A pending registration approved or refused: its status moves once (a second is refused). */
/** The refusal reason the operator types (data, not UI text). */
const TYPED_REFUSAL = '资料不全';

async function auditDrill(n: number, move: 'pass' | 'refuse'): Promise<WriteDrill> {
  const account = `drill${move}${n}`;
  await registerApplicant(portal.url, account, 'Drill1234');
  const row = (page: Page) => page.getByTestId(`audit-${account}`);
  const dialog = (page: Page) => page.getByTestId('reason-dialog');
  const reason = `${TYPED_REFUSAL} (drill ${n})`;
  return {
    path: `/api/blade-user/audit-${move}`,
    async prepare(page) {
      await signInAs(page, 'operator', undefined, { landing: '/staff/audit' });
      if (move === 'refuse') {
        await row(page)
          .getByRole('button', { name: uiText('app.onboarding.audit.reject') })
          .click();
        await dialog(page).locator('[name="reason"]').fill(reason);
      }
    },
    send: (page) =>
      move === 'pass'
        ? clickAndConfirm(
            page,
            row(page).getByRole('button', { name: uiText('app.onboarding.audit.approve') }),
            'dblclick',
          )
        : dialog(page)
            .getByRole('button', { name: uiText('app.onboarding.confirm') })
            .dblclick(),
    async expectInputKept(page) {
      expect(await row(page).count()).toBe(1);
      if (move === 'refuse')
        expect(await dialog(page).locator('[name="reason"]').inputValue()).toBe(reason);
    },
    async expectDone(page) {
      await expect.poll(() => row(page).count()).toBe(0);
      expect((await storedUser(portal.server, account)).rejectReason ?? '').toBe(
        move === 'pass' ? '' : reason,
      );
    },
    records: async () => ((await storedUser(portal.server, account)).status === '0' ? 0 : 1),
  };
}

/** A fresh designer (registered, approved) signs online: the contract moves to signed once. */
async function signDrill(n: number): Promise<WriteDrill> {
  const account = `drillsign${n}`;
  const admin = await tokenOf(portal.url, 'operator', 'Operator1');
  await registerDesigner(portal.server, admin, account, 'Drill1234');
  const tab = (page: Page) => page.getByTestId('contract-tab');
  const typed = { idNumber: '11010519491231002X', signedName: account };
  return {
    path: '/api/os/contract/sign',
    async prepare(page) {
      await signInAs(page, account, 'Drill1234', { landing: '/order/personalCenter/5' });
      for (const [name, value] of Object.entries(typed))
        await tab(page).locator(`[name="${name}"]`).fill(value);
      await tab(page).locator('[name="agree"]').check();
    },
    send: (page) =>
      tab(page)
        .getByRole('button', { name: uiText('app.onboarding.contract.sign') })
        .dblclick(),
    async expectInputKept(page) {
      for (const [name, value] of Object.entries(typed))
        expect(await tab(page).locator(`[name="${name}"]`).inputValue()).toBe(value);
      expect(await tab(page).locator('[name="agree"]').isChecked()).toBe(true);
    },
    async expectDone(page) {
      await expect
        .poll(() => tab(page).getByTestId('contract-status').textContent())
        .toBe(uiText('app.contract.2'));
    },
    records: async () =>
      (await storedUser(portal.server, account)).contractStatus === '2' ? 1 : 0,
  };
}

describe('onboarding writes under faults', () => {
  it.each(FAULT_ROWS)('qualification test case: %s', (_, fault, n) =>
    drillInNewPage(portal, () => qualificationDrill(n), fault),
  );
  it.each(FAULT_ROWS)('qualification review: %s', (_, fault, n) =>
    drillInNewPage(portal, () => reviewDrill(n), fault),
  );
  it.each(FAULT_ROWS)('registration approval: %s', (_, fault, n) =>
    drillInNewPage(portal, () => auditDrill(n, 'pass'), fault),
  );
  it.each(FAULT_ROWS)('registration refusal: %s', (_, fault, n) =>
    drillInNewPage(portal, () => auditDrill(n, 'refuse'), fault),
  );
  it.each(FAULT_ROWS)('online contract: %s', (_, fault, n) =>
    drillInNewPage(portal, () => signDrill(n), fault),
  );
});
