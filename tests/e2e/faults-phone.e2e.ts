import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from './support/signIn';
import { callApi } from './support/fakeApi';
import { accountChanges, storedUser } from './support/fakeState';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { tokenOf } from './support/orders';
import { portalForFile } from './support/harness';
import { field } from './support/profile';
import { personalCenterPath } from '../../src/routes/paths';
import { uiPattern, uiText } from './support/catalog';

const portal = portalForFile();

const SEEDED_CODE = '123456';
const code = (page: Page) => field(page, 'phoneCode');
const newPhone = (page: Page) => field(page, 'newPhone');

/** Opens the change and asks a code for the current phone (seeded accounts get 123456). */
async function startChange(page: Page, account: string, password: string) {
  await signInAs(page, account, password, { landing: personalCenterPath('1') });
  await page.getByRole('button', { name: uiText('app.profile.phone.title') }).click();
  await page.getByRole('button', { name: uiText('app.profile.phone.send_current') }).click();
  await expect
    .poll(() =>
      page.getByRole('button', { name: uiPattern('app.profile.phone.resend_in') }).count(),
    )
    .toBe(1);
  await code(page).fill(SEEDED_CODE);
}

/**
 * Step 1 stores nothing but "this user proved the current phone" (for ten minutes), so the
 * record is that proof, probed over HTTP: only a proven user may ask a code for a new phone.
 * It cannot run twice unseen either: its code is single-use, so a second run would be refused.
 */
const STEP_ONE_USERS = [
  ['subacct2', 'Subacct2'],
  ['mainacct', 'Mainacct1'],
  ['subacct1', 'Subacct1'],
] as const;

function currentPhoneDrill(n: number): WriteDrill {
  const [account, password] = STEP_ONE_USERS[n - 1] ?? STEP_ONE_USERS[0];
  return {
    path: '/api/os/user/phone/checkFirst',
    prepare: (page) => startChange(page, account, password),
    send: (page) => page.getByRole('button', { name: uiText('app.profile.phone.next') }).dblclick(),
    async expectInputKept(page) {
      expect(await code(page).inputValue()).toBe(SEEDED_CODE);
    },
    async expectDone(page) {
      await newPhone(page).waitFor();
    },
    async records() {
      const probe = await callApi(portal.url, 'POST', '/api/os/user/phone/captcha', {
        token: await tokenOf(portal.url, account, password),
        query: { phone: `1990000900${n}` },
      });
      return probe.body.code === 200 ? 1 : 0;
    },
  };
}

/** Step 2 changes the phone: the server's history of account changes counts it. */
function newPhoneDrill(n: number): WriteDrill {
  const phone = `1990000800${n}`;
  return {
    path: '/api/os/user/phone/checkSecond',
    async prepare(page) {
      await startChange(page, 'designer', 'Designer1');
      await page.getByRole('button', { name: uiText('app.profile.phone.next') }).click();
      await newPhone(page).fill(phone);
      await page.getByRole('button', { name: uiText('app.profile.phone.send_new') }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: uiPattern('app.profile.phone.resend_in') }).count(),
        )
        .toBe(1);
      await code(page).fill(SEEDED_CODE);
    },
    send: (page) =>
      page.getByRole('button', { name: uiText('app.profile.phone.confirm') }).dblclick(),
    async expectInputKept(page) {
      expect(await newPhone(page).inputValue()).toBe(phone);
      expect(await code(page).inputValue()).toBe(SEEDED_CODE);
    },
    async expectDone(page) {
      await expect.poll(() => page.getByTestId('current-phone').textContent()).toContain(phone);
      expect((await storedUser(portal.server, 'designer')).phone).toBe(phone);
    },
    records: () => accountChanges(portal.server, 'designer', 'phone'),
  };
}

describe('phone change under faults', () => {
  it.each(FAULT_ROWS)('step 1, the current phone: %s', (_, fault, n) =>
    drillInNewPage(portal, () => currentPhoneDrill(n), fault),
  );
  it.each(FAULT_ROWS)('step 2, the new phone: %s', (_, fault, n) =>
    drillInNewPage(portal, () => newPhoneDrill(n), fault),
  );
});
