import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { loginAs } from './support/chrome';
import { callApi } from './support/fakeApi';
import { TASKS, taskCard, taskPage, tokenOf } from './support/orders';
import { loginWithPassword, notification } from './support/portalPage';
import type { PortalServer } from './support/portalServer';
import { portalForFile } from './support/harness';
import { binaryStl } from './support/stlFiles';
import { storedTestDesign } from './support/testDesign';
import { uiPattern, uiText } from './support/catalog';
import {
  ONBOARDING_MESSAGES,
  registrationRejected,
} from '../../fake-api/messages/onboardingMessages';
import { clickAndConfirm, confirmDialog, confirmStep } from './support/confirmStep';
import { signInAs } from './support/signIn';
import { waitForMeshCheck } from './support/meshCheck';

/** The message shown under a field of `scope` (react-admin's helper text), once it appears. */
async function expectMessage(scope: Locator, text: string) {
  await expect.poll(() => scope.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

/** The workbench's refusal, its link, and the server's refusal of a crown grab. */
async function expectGrabRefused(page: Page, server: PortalServer, text: string, href: string) {
  await page.goto('/order/workbench');
  const blocked = page.getByTestId('grab-blocked');
  await expect.poll(() => blocked.textContent()).toContain(text);
  expect(await blocked.getByRole('link').getAttribute('href')).toBe(href);
  const token = await tokenOf(server.url, 'newbie1', 'Newbie123');
  const crown = (await taskPage(server.url, token, { tab: 'grab', dentureType: '1' })).records[0];
  const answer = await callApi(server.url, 'POST', `${TASKS}/my/grab`, {
    token,
    query: { id: crown.id },
  });
  expect(answer.status).toBe(400);
  expect(String(answer.body.msg)).toBe(text.replace(/。$/, ''));
}

/** What the reviewer, the designer and the operator type. */
const TYPED = {
  reviewReason: '边缘线不密合，请调整',
  shortName: '周',
  signedName: '周敏',
  refusal: '资料不全',
};

async function applyForCrown(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/order/authentication');
  const crown = page.getByTestId('type-1');
  await crown
    .getByRole('button', {
      name: uiPattern(['app.onboarding.auth.apply', 'app.onboarding.auth.resubmit']),
    })
    .click();
  const dialog = page.getByTestId('apply-dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'exocad' }).click();
  await dialog.locator('[name="softwareVersion"]').fill('3.2 Elefsina');
  await dialog.locator('[name="years"]').fill('4');
  await dialog.getByTestId('design-file').setInputFiles(file);
  await waitForMeshCheck(dialog);
  await dialog.getByRole('button', { name: uiText('app.onboarding.apply.submit') }).click();
}

async function review(page: Page, verdict: 'pass' | 'fail', reason = '') {
  await page.goto('/certifications');
  await page.getByRole('row').filter({ hasText: 'newbie1' }).first().click();
  await page.getByTestId('review-viewer').waitFor();
  if (verdict === 'pass') {
    await clickAndConfirm(
      page,
      page.getByRole('button', { name: uiText('app.onboarding.review.pass') }),
    );
  } else {
    await page.getByRole('button', { name: uiText('app.onboarding.review.fail') }).click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByRole('button', { name: uiText('app.onboarding.confirm') }).click();
    await expectMessage(dialog, uiText('app.onboarding.validation.reason'));
    await dialog.locator('[name="reason"]').fill(reason);
    await dialog.getByRole('button', { name: uiText('app.onboarding.confirm') }).click();
  }
  await expect
    .poll(() => notification(page).textContent())
    .toContain(uiText('app.onboarding.review.done'));
  await page.waitForURL('**/certifications');
}

describe('from sign-up to the first crown order (online contract)', () => {
  const portal = portalForFile();

  it('qualifies newbie1 for crowns through a failed and a passed review, signs online, grabs', async () => {
    const newbie = await portal.browser.newPage();
    const support = await portal.browser.newPage();
    await signInAs(newbie, 'newbie1');
    await signInAs(support, 'support');
    const steps = newbie.getByTestId('onboarding-steps');
    expect(await steps.getByTestId('step-qualified').getAttribute('data-done')).toBe('false');
    await expectGrabRefused(
      newbie,
      portal.server,
      uiText('app.orders.grab_blocked.not_certified'),
      '/order/authentication',
    );

    // The form's own checks, then a first design.
    await newbie.goto('/order/authentication');
    const crown = newbie.getByTestId('type-1');
    expect(await crown.getByTestId('type-status').textContent()).toBe(
      uiText('app.onboarding.status.none'),
    );
    await crown.getByRole('button', { name: uiText('app.onboarding.auth.apply') }).click();
    const dialog = newbie.getByTestId('apply-dialog');
    await dialog.getByRole('button', { name: uiText('app.onboarding.apply.submit') }).click();
    await expectMessage(dialog, uiText('app.onboarding.validation.version'));
    await expectMessage(dialog, uiText('app.onboarding.validation.years'));
    expect(await dialog.getByTestId('design-file-error').textContent()).toBe(
      uiText('app.onboarding.validation.file'),
    );
    await dialog.getByTestId('design-file').setInputFiles({
      name: 'crown,v1.stl',
      mimeType: 'model/stl',
      buffer: binaryStl(0.1, 7),
    });
    await expect
      .poll(() => dialog.getByTestId('design-file-error').textContent())
      .toBe(uiText('app.upload.rules.comma'));
    await dialog.getByRole('button', { name: uiText('app.onboarding.cancel') }).click();

    const first = { name: 'crown-first.stl', mimeType: 'model/stl', buffer: binaryStl(0.2, 1) };
    await applyForCrown(newbie, first);
    await expect
      .poll(() => notification(newbie).textContent())
      .toContain(uiText('app.onboarding.apply.submitted'));
    await expect
      .poll(() => crown.getByTestId('type-status').textContent())
      .toBe(uiText('app.onboarding.status.review'));
    await expectGrabRefused(
      newbie,
      portal.server,
      uiText('app.orders.grab_blocked.not_certified'),
      '/order/authentication',
    );

    await review(support, 'fail', TYPED.reviewReason);
    await newbie.goto('/order/authentication');
    await expect
      .poll(() => crown.getByTestId('type-status').textContent())
      .toBe(uiText('app.onboarding.status.failed'));
    expect(await crown.getByTestId('type-reason').textContent()).toContain(TYPED.reviewReason);
    await newbie.goto('/order/result');
    await expect
      .poll(() => newbie.getByRole('row').nth(1).textContent())
      .toContain(TYPED.reviewReason);

    // The same file again is refused by content; a new design goes to review.
    await applyForCrown(newbie, first);
    // Hash, upload keys, the storage chunk and the upload come before the server's refusal.
    await expect
      .poll(() => notification(newbie).textContent(), { timeout: 30_000 })
      .toContain(ONBOARDING_MESSAGES.duplicateFile.zh);
    await newbie
      .getByTestId('apply-dialog')
      .getByRole('button', { name: uiText('app.onboarding.cancel') })
      .click();
    await applyForCrown(newbie, { ...first, name: 'crown-second.stl', buffer: binaryStl(0.2, 2) });
    await expect
      .poll(() => crown.getByTestId('type-status').textContent())
      .toBe(uiText('app.onboarding.status.review'));
    await review(support, 'pass');
    await newbie.goto('/order/authentication');
    await expect
      .poll(() => crown.getByTestId('type-status').textContent())
      .toBe(uiText('app.onboarding.status.passed'));
    await screenshot(newbie, 'onboarding-qualified');

    await expectGrabRefused(
      newbie,
      portal.server,
      uiText('app.orders.grab_blocked.contract_unsigned'),
      '/order/personalCenter/5',
    );
    await newbie.getByTestId('grab-blocked').getByRole('link').click();
    const tab = newbie.getByTestId('contract-tab');
    await tab.waitFor();
    expect(await tab.getByTestId('contract-html').innerHTML()).not.toContain('onclick');
    await tab.locator('[name="idNumber"]').fill('110105194912310021');
    await tab.locator('[name="signedName"]').fill(TYPED.shortName);
    await tab.getByRole('button', { name: uiText('app.onboarding.contract.sign') }).click();
    await expectMessage(tab, uiText('app.onboarding.validation.id_number'));
    await expectMessage(tab, uiText('app.onboarding.validation.agree'));
    await expectMessage(tab, uiText('app.onboarding.validation.signed_name'));
    await tab.locator('[name="idNumber"]').fill('11010519491231002X');
    await tab.locator('[name="agree"]').check();
    await tab.locator('[name="signedName"]').fill(TYPED.signedName);
    await tab.getByRole('button', { name: uiText('app.onboarding.contract.sign') }).click();
    await expect
      .poll(() => tab.getByTestId('contract-status').textContent())
      .toBe(uiText('app.contract.2'));

    await newbie.goto('/order/workbench');
    const token = await tokenOf(portal.url, 'newbie1', 'Newbie123');
    const order = (await taskPage(portal.url, token, { tab: 'grab', dentureType: '1' })).records[0];
    const card = taskCard(newbie, order.orderNo);
    await clickAndConfirm(
      newbie,
      card.getByRole('button', { name: uiText('app.orders.tabs.grab') }),
    );
    await expect.poll(() => notification(newbie).textContent()).toBeTruthy();
    const mine = await taskPage(portal.url, token, { tab: 'progress' });
    expect(mine.records.map((task) => task.id)).toContain(order.id);
    expect(await newbie.getByTestId('grab-blocked').count()).toBe(0);
  }, 150_000);
});

describe('paper contract, registrations, staff routes', () => {
  const portal = portalForFile({ FAKE_API_CONTRACT_SIGNING: 'paper' });

  it('mails the contract with a tracking number that support confirms; messages in en and tr', async () => {
    const token = await tokenOf(portal.url, 'newbie1', 'Newbie123');
    const staff = await tokenOf(portal.url, 'support', 'Support1');
    const submitted = await callApi(portal.url, 'POST', '/api/os/certification/submit', {
      token,
      query: {
        dentureType: '1',
        software: '3shape',
        softwareVersion: '2024',
        years: '1',
        fileName: 'crown.stl',
        ...(await storedTestDesign(portal.url, token, 'solid paper path')),
      },
    });
    const id = (submitted.body.data as { id: string }).id;
    await callApi(portal.url, 'POST', '/api/os/certification/review', {
      token: staff,
      query: { id, result: 'pass' },
    });

    const newbie = await portal.browser.newPage();
    await signInAs(newbie, 'newbie1');
    for (const [language, message, idMessage] of [
      [
        'en',
        'The tracking number is not correct (8 to 30 letters or digits)',
        'The ID number is not correct',
      ],
      ['tr', 'Kargo takip numarası hatalı (8-30 harf veya rakam)', 'Kimlik numarası hatalı'],
      [
        'zh',
        uiText('app.onboarding.validation.track_num'),
        uiText('app.onboarding.validation.id_number'),
      ],
    ]) {
      await newbie.goto(`/order/personalCenter/5?language=${language}`);
      const tab = newbie.getByTestId('contract-tab');
      await tab.locator('[name="trackNum"]').fill('SF-1');
      await tab.locator('[name="idNumber"]').fill('1101051949');
      await tab.locator('button[type=submit]').click();
      await expectMessage(tab, message);
      await expectMessage(tab, idMessage);
    }
    const tab = newbie.getByTestId('contract-tab');
    await tab.getByLabel(uiText('app.onboarding.contract.id_passport')).check();
    await tab.locator('[name="idNumber"]').fill('U12345678');
    await tab.locator('[name="trackNum"]').fill('YT9876543210');
    await tab.getByRole('button', { name: uiText('app.onboarding.contract.mail') }).click();
    await expect
      .poll(() => tab.getByTestId('contract-status').textContent())
      .toBe(uiText('app.contract.1'));
    await expectGrabRefused(
      newbie,
      portal.server,
      uiText('app.orders.grab_blocked.contract_unsigned'),
      '/order/personalCenter/5',
    );

    const support = await portal.browser.newPage();
    await signInAs(support, 'support', undefined, { landing: '/staff/contracts' });
    const row = support.getByRole('row').filter({ hasText: 'YT9876543210' });
    await clickAndConfirm(
      support,
      row.getByRole('button', { name: uiText('app.onboarding.desk.confirm') }),
    );
    await expect.poll(() => row.count()).toBe(0);
    await newbie.goto('/order/personalCenter/5');
    await expect
      .poll(() => tab.getByTestId('contract-status').textContent())
      .toBe(uiText('app.contract.2'));
    const order = (await taskPage(portal.url, token, { tab: 'grab', dentureType: '1' })).records[0];
    const grab = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token,
      query: { id: order.id },
    });
    expect(grab.status).toBe(200);
  });

  it('lets operator approve one applicant and reject another, who reads the reason', async () => {
    const operator = await portal.browser.newPage();
    await signInAs(operator, 'operator', undefined, { landing: '/staff/audit' });
    await operator
      .getByTestId('audit-applicant1')
      .getByRole('button', { name: uiText('app.onboarding.audit.approve') })
      .click();
    // The approval asks first, naming the account it lets in.
    await expect
      .poll(() => confirmDialog(operator).textContent())
      .toContain(uiText('app.onboarding.audit.confirm_title', { account: 'applicant1' }));
    await confirmStep(operator);
    await expect.poll(() => operator.getByTestId('audit-applicant1').count()).toBe(0);
    await operator
      .getByTestId('audit-applicant2')
      .getByRole('button', { name: uiText('app.onboarding.audit.reject') })
      .click();
    const dialog = operator.getByTestId('reason-dialog');
    await dialog.getByRole('button', { name: uiText('app.onboarding.confirm') }).click();
    await expectMessage(dialog, uiText('app.onboarding.validation.reason'));
    await dialog.locator('[name="reason"]').fill(TYPED.refusal);
    await dialog.getByRole('button', { name: uiText('app.onboarding.confirm') }).click();
    await expect.poll(() => operator.getByTestId('audit-applicant2').count()).toBe(0);

    const approved = await portal.browser.newPage();
    await loginAs(approved, 'applicant1', 'Applicant1');
    const rejected = await portal.browser.newPage();
    await loginWithPassword(rejected, 'applicant2', 'Applicant2');
    await expect
      .poll(() => notification(rejected).textContent())
      .toContain(registrationRejected(TYPED.refusal));
  });

  it('sends a designer opening a staff route to 403, and the fake API refuses the calls', async () => {
    const newbie = await portal.browser.newPage();
    await signInAs(newbie, 'newbie1');
    for (const path of ['/certifications', '/staff/contracts', '/staff/audit']) {
      await newbie.goto(path);
      await newbie.waitForURL('**/403');
    }
    const support = await portal.browser.newPage();
    await signInAs(support, 'support');
    await support.goto('/staff/audit');
    await support.waitForURL('**/403');
    const token = await tokenOf(portal.url, 'newbie1', 'Newbie123');
    for (const [method, path] of [
      ['POST', '/api/os/certification/review'],
      ['GET', '/api/os/contract/desk/page'],
      ['POST', '/api/os/contract/confirm'],
      ['GET', '/api/blade-user/audit/page'],
      ['POST', '/api/blade-user/audit-pass'],
    ]) {
      expect((await callApi(portal.url, method, path, { token })).status).toBe(403);
    }
  });
});
