import { describe, expect, it } from 'vitest';
import { signInAs } from './support/signIn';
import { accountChanges, storedUser } from './support/fakeState';
import { FAULT_ROWS, drillInNewPage, type WriteDrill } from './support/faultDrill';
import { loginWithPassword, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { expectFields, fillFields, saveButton } from './support/profile';
import { personalCenterPath } from '../../src/routes/paths';
import { uiText } from './support/catalog';

const portal = portalForFile();

// An update adds no record: the server's history of account changes counts that it ran once.
function basicInfoDrill(n: number): WriteDrill {
  const typed = { realName: `演练${n}`, indications: `全冠 ${n}` };
  return {
    path: '/api/os/user/info',
    async prepare(page) {
      await signInAs(page, 'designer', undefined, { landing: personalCenterPath('1') });
      await fillFields(page, typed);
    },
    send: (page) => saveButton(page).dblclick(),
    expectInputKept: (page) => expectFields(page, typed),
    async expectDone(page) {
      await expect
        .poll(() => notification(page).textContent())
        .toContain(uiText('app.profile.saved'));
      const saved = await storedUser(portal.server, 'designer');
      expect([saved.realName, saved.profile?.indications]).toEqual(Object.values(typed));
    },
    records: () => accountChanges(portal.server, 'designer', 'info'),
  };
}

function paymentDrill(n: number): WriteDrill {
  // A holder's name has no digits (issue 40, point 10): the drill's number picks a character.
  const typed = {
    accountName: `演练收款人${'甲乙丙丁戊己庚辛壬癸'[n % 10]}`,
    accountNumber: `621483000000400${n}`,
  };
  return {
    path: '/api/os/user/payment',
    async prepare(page) {
      await signInAs(page, 'designer', undefined, { landing: personalCenterPath('3') });
      await page.getByTestId('account-saved').waitFor();
      await fillFields(page, typed);
    },
    send: (page) => saveButton(page).dblclick(),
    expectInputKept: (page) => expectFields(page, typed),
    async expectDone(page) {
      await expect
        .poll(() => page.getByTestId('account-saved').textContent())
        .toContain(`**** 400${n}`);
      expect((await storedUser(portal.server, 'designer')).payment.accountName).toBe(
        typed.accountName,
      );
    },
    records: () => accountChanges(portal.server, 'designer', 'payment'),
  };
}

/**
 * Each case changes subacct2's password from the one the case before set. A change whose
 * answer was lost has already revoked the session (docs/CONTRACT.md): its retry, with the same
 * key, is answered 401 and lands on the login page like a success does; the new password is the
 * one that works there.
 */
const PASSWORDS = ['Subacct2', 'Drill1Secret', 'Drill2Secret', 'Drill3Secret'];

function passwordDrill(n: number): WriteDrill {
  const [old, next] = [PASSWORDS[n - 1] ?? '', PASSWORDS[n] ?? ''];
  const typed = { oldPassword: old, newPassword: next, newPassword1: next };
  return {
    path: '/api/os/user/password',
    async prepare(page) {
      await signInAs(page, 'subacct2', old, { landing: personalCenterPath('2') });
      await fillFields(page, typed);
    },
    send: (page) =>
      page.getByRole('button', { name: uiText('app.profile.password.submit') }).dblclick(),
    expectInputKept: (page) => expectFields(page, typed),
    async expectDone(page) {
      await page.waitForURL('**/login');
      await loginWithPassword(page, 'subacct2', next);
      await page.waitForURL('**/wel/index');
    },
    records: () => accountChanges(portal.server, 'subacct2', 'password'),
  };
}

describe('personal centre writes under faults', () => {
  it.each(FAULT_ROWS)('basic information: %s', (_, fault, n) =>
    drillInNewPage(portal, () => basicInfoDrill(n), fault),
  );
  it.each(FAULT_ROWS)('payment information: %s', (_, fault, n) =>
    drillInNewPage(portal, () => paymentDrill(n), fault),
  );
  it.each(FAULT_ROWS)('password: %s', (_, fault, n) =>
    drillInNewPage(portal, () => passwordDrill(n), fault),
  );
});
