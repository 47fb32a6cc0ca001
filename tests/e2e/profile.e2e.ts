import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { failNext } from './support/fakeApi';
import { stored, storedUser } from './support/fakeState';
import { PAYMENT_MESSAGES } from './support/paymentMessages';
import { loginWithPassword, notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { personalCenterPath } from '../../src/routes/paths';
import {
  expectFields,
  field,
  fieldHelper,
  fillFields,
  openPersonalCentre,
} from './support/profile';
import type { Language } from '../../i18n/languages';
import { uiPattern, uiText } from './support/catalog';
import { MESSAGES } from '../../fake-api/http/blade';
import type { ProfileMessage } from '../../fake-api/messages/profileMessages';
import { searchBranches } from '../../fake-api/profile/bankBranches';

const portal = portalForFile();

/** A page signed in by stored session on `landing`, its language chosen before the portal loads. */
function signedIn(
  account: string,
  password: string,
  landing: string,
  language: Language = 'zh',
): Promise<Page> {
  return portal.page({ as: [account, password], landing, language });
}

const helper = fieldHelper;

/** What the user types to search the fake API's bank list, and the first branch it finds. */
const BANK_SEARCH = '招商';
const [SEEDED_BANK] = searchBranches(BANK_SEARCH);
/** What users type: a real name, indications, an invitee's name and how the list masks it. */
const TYPED_NAME = '刘洋';
const TYPED_INDICATIONS = '全冠';
const INVITEE = { name: '受邀设计师', masked: '受***师' };
/** The server's messages (fake-api/messages/profileMessages.ts). */
const NAME_REQUIRED: ProfileMessage = '昵称不能为空';
const WRONG_OLD_PASSWORD: ProfileMessage = '原密码不正确';
const EMAIL_TAKEN: ProfileMessage = '该邮箱已被使用';
const WRONG_PASSWORD: ProfileMessage = '密码不正确';

/** A red 64×64 PNG drawn by the page itself: a real image file for the avatar input. */
async function pngFile(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#d32f2f';
      context.fillRect(0, 0, 64, 64);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe('personal centre', () => {
  it('changes the avatar (a PNG accepted and shown in the app bar, an SVG refused)', async () => {
    const page = await signedIn('designer', 'Designer1', personalCenterPath('1'));
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.profile.avatar.wrong_type'));
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngFile(page),
    });
    await page.getByRole('button', { name: uiText('app.profile.avatar.upload') }).click();
    await expect
      .poll(() => page.locator('header .MuiAvatar-root img').getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);
    await page.context().close();
  });

  it('changes the phone in two steps', async () => {
    const page = await signedIn('designer', 'Designer1', personalCenterPath('1'));
    await page.getByRole('button', { name: uiText('app.profile.phone.title') }).click();
    await page.getByRole('button', { name: uiText('app.profile.phone.send_current') }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: uiPattern('app.profile.phone.resend_in') }).count(),
      )
      .toBe(1);
    await field(page, 'phoneCode').fill('123456');
    await page.getByRole('button', { name: uiText('app.profile.phone.next') }).click();
    await field(page, 'newPhone').fill('1990000123');
    await page.getByRole('button', { name: uiText('app.profile.phone.send_new') }).click();
    await expect
      .poll(() => helper(page, 'newPhone').textContent())
      .toBe(uiText('app.validation.phone_length'));
    await field(page, 'newPhone').fill('19900001234');
    await page.getByRole('button', { name: uiText('app.profile.phone.send_new') }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: uiPattern('app.profile.phone.resend_in') }).count(),
      )
      .toBe(1);
    await field(page, 'phoneCode').fill('123456');
    await page.getByRole('button', { name: uiText('app.profile.phone.confirm') }).click();
    await expect
      .poll(() => page.getByTestId('current-phone').textContent())
      .toContain('19900001234');
    await page.context().close();
  });

  it('changes the e-mail only with a code sent to it and the password; a taken one is refused', async () => {
    const page = await signedIn('mainacct', 'Mainacct1', personalCenterPath('1'));
    const emailBox = page.getByTestId('email-change');
    await emailBox.getByRole('button', { name: uiText('app.profile.email.start') }).click();
    const send = emailBox.getByRole('button', { name: uiText('app.profile.email.send') });
    await field(page, 'newEmail').fill('not-an-address');
    await send.click();
    await expect
      .poll(() => helper(page, 'newEmail').textContent())
      .toBe(uiText('app.validation.email_format'));
    await field(page, 'newEmail').fill('Designer@Example.com');
    await send.click();
    await expect.poll(() => notification(page).textContent()).toContain(EMAIL_TAKEN);

    await field(page, 'newEmail').fill('mainacct.new@example.com');
    await send.click();
    await expect
      .poll(() =>
        emailBox.getByRole('button', { name: uiPattern('app.profile.phone.resend_in') }).count(),
      )
      .toBe(1);
    const confirm = emailBox.getByRole('button', { name: uiText('app.profile.email.confirm') });
    await confirm.click();
    await expect
      .poll(() => helper(page, 'email-code').textContent())
      .toBe(uiText('app.validation.code_required'));
    expect(await helper(page, 'email-password').textContent()).toBe(
      uiText('app.validation.password_required'),
    );
    await field(page, 'email-code').fill('123456');
    await field(page, 'email-password').fill('Wrong1234');
    await confirm.click();
    await expect.poll(() => notification(page).textContent()).toContain(WRONG_PASSWORD);
    expect((await storedUser(portal.server, 'mainacct')).email).toBe('mainacct@example.com');

    await field(page, 'email-password').fill('Mainacct1');
    await confirm.click();
    await expect
      .poll(() => page.getByTestId('current-email').textContent())
      .toContain('mainacct.new@example.com');
    const told = await stored(portal.server, 'outbox');
    expect(told.map((message) => [message.to, message.params.email])).toContainEqual([
      'mainacct@example.com',
      'mainacct.new@example.com',
    ]);
    await page.context().close();
  });

  it('saves RMB and USD payment details, each rule refused by its message, the number masked', async () => {
    const page = await signedIn('designer', 'Designer1', personalCenterPath('3'));
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 5678');
    const save = page.getByRole('button', { name: uiText('app.profile.save') });
    await field(page, 'accountNumber').fill('6222-0202');
    await field(page, 'jointBankNumber').fill('');
    await save.click();
    await expect
      .poll(() => helper(page, 'accountNumber').textContent())
      .toBe(uiText('app.profile.payment.validation.account_digits'));
    expect(await helper(page, 'jointBankNumber').textContent()).toBe(
      uiText('app.profile.payment.validation.joint_required'),
    );
    await field(page, 'branchSearch').fill(BANK_SEARCH);
    await page.getByRole('option', { name: SEEDED_BANK.branchName }).click();
    await expect.poll(() => field(page, 'jointBankNumber').inputValue()).toBe('308584000013');
    expect(await field(page, 'bankName').inputValue()).toBe(SEEDED_BANK.bankName);
    await field(page, 'accountNumber').fill('6214830000001111');
    await save.click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 1111');

    await field(page, 'currency').click();
    await page.getByRole('option', { name: uiText('app.profile.payment.usd') }).click();
    await field(page, 'country').click();
    await page.getByRole('option', { name: 'DE', exact: true }).click();
    // A SWIFT transfer carries Latin letters: the holder's name as the bank abroad has it.
    await field(page, 'accountName').fill('Liu Yang');
    await field(page, 'accountNumber').fill('DE88370400440532013000');
    await field(page, 'swiftCode').fill('DEUTDEFF5');
    await save.click();
    await expect
      .poll(() => helper(page, 'accountNumber').textContent())
      .toBe(uiText('app.profile.payment.validation.iban_format'));
    expect(await helper(page, 'swiftCode').textContent()).toBe(
      uiText('app.profile.payment.validation.swift_format'),
    );
    await field(page, 'accountNumber').fill('DE89 3704 0044 0532 0130 00');
    await field(page, 'swiftCode').fill('DEUTDEFF500');
    await save.click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 3000');
    await page.context().close();
  });

  it('refuses each payment rule by its message in zh, en and tr', async () => {
    for (const [language, usd, m] of [
      ['zh', uiText('app.profile.payment.usd', {}, 'zh'), PAYMENT_MESSAGES.zh],
      ['en', uiText('app.profile.payment.usd', {}, 'en'), PAYMENT_MESSAGES.en],
      ['tr', uiText('app.profile.payment.usd', {}, 'tr'), PAYMENT_MESSAGES.tr],
    ] as const) {
      const page = await signedIn('mainacct', 'Mainacct1', personalCenterPath('3'), language);
      const refused = async (values: Record<string, string>, messages: Record<string, string>) => {
        await fillFields(page, values);
        await page.locator('[data-testid=payment-form] button[type=submit]').click();
        for (const [name, message] of Object.entries(messages))
          await expect.poll(() => helper(page, name).textContent()).toBe(message);
      };
      await field(page, 'country').click();
      await page.getByRole('option', { name: 'HK', exact: true }).click();
      await refused(
        { accountNumber: '', jointBankNumber: '' },
        { accountNumber: m.accountRequired, country: m.mainland, jointBankNumber: m.joint },
      );
      expect(await helper(page, 'accountName').textContent()).toBe(m.required);
      await refused(
        { accountNumber: '12ab', jointBankNumber: '1234' },
        { accountNumber: m.digits, jointBankNumber: m.jointFormat },
      );
      await field(page, 'currency').click();
      await page.getByRole('option', { name: usd }).click();
      await field(page, 'country').click();
      await page.getByRole('option', { name: 'DE', exact: true }).click();
      await refused(
        { accountNumber: 'DE88370400440532013000', swiftCode: '' },
        { accountNumber: m.iban, swiftCode: m.swift, bankAddress: m.required },
      );
      await field(page, 'country').click();
      await page.getByRole('option', { name: 'US', exact: true }).click();
      await refused(
        { accountNumber: '12-34', swiftCode: 'DEUTDEFF5' },
        { accountNumber: m.format, swiftCode: m.swiftFormat },
      );
      await page.context().close();
    }
  });

  it('keeps what the user typed when a save fails, and shows the server message', async () => {
    const page = await signedIn('mainacct', 'Mainacct1', personalCenterPath('1'));
    const typed = {
      name: '',
      realName: TYPED_NAME,
      indications: TYPED_INDICATIONS,
    };
    await fillFields(page, typed);
    await page.getByRole('button', { name: uiText('app.profile.save') }).click();
    await expect.poll(() => notification(page).textContent()).toContain(NAME_REQUIRED);
    await expectFields(page, typed);

    await openPersonalCentre(page, '3');
    await field(page, 'branchSearch').fill(BANK_SEARCH);
    await page.getByRole('option', { name: SEEDED_BANK.branchName }).click();
    await field(page, 'accountName').fill(TYPED_NAME);
    await field(page, 'accountNumber').fill('6214830000002222');
    await failNext(portal.url, '/api/os/user/payment', 1);
    await page.getByRole('button', { name: uiText('app.profile.save') }).click();
    await expect.poll(() => notification(page).textContent()).toContain(MESSAGES.simulatedFault);
    expect(await field(page, 'accountName').inputValue()).toBe(TYPED_NAME);
    expect(await field(page, 'accountNumber').inputValue()).toBe('6214830000002222');
    expect(await field(page, 'jointBankNumber').inputValue()).toBe('308584000013');
    await page.getByRole('button', { name: uiText('app.profile.save') }).click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 2222');
    await page.context().close();
  });

  it('invites by QR code: the code decodes to the link, and the registration appears', async () => {
    const page = await signedIn('designer', 'Designer1', '/order/extension');
    const link = await page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/register\?inviteCode=D\d{7}$/);
    const shot = PNG.sync.read(await page.getByTestId('invite-qr').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded?.data).toBe(link);

    const visitor = await portal.page();
    await visitor.goto(link);
    // The register page (its own chunk) keeps the code for after the third-party login, which
    // is where an account starts (issue 39: no form the server would refuse before it).
    await visitor.getByText(uiText('app.register.start_social')).waitFor();
    await visitor.goto('/api/blade-auth/oauth/render/github?as=new');
    await visitor.waitForURL(/\/register\?oauthId=/);
    for (const [field, value] of Object.entries({
      name: INVITEE.name,
      account: 'invitee01',
      password: 'Invitee123',
      password2: 'Invitee123',
    }))
      await visitor.locator(`#field-${field}`).fill(value);
    await visitor.locator('form button[type=submit]').click();
    await visitor.waitForURL('**/login');
    await visitor.context().close();

    await openPersonalCentre(page, '4');
    const rows = page.getByTestId('invited-users');
    await expect.poll(() => rows.textContent()).toContain(INVITEE.masked);
    await page.context().close();
  });

  it('changes the password; a wrong old one shows the server message; then logs in with the new one', async () => {
    const page = await signedIn('subacct2', 'Subacct2', personalCenterPath('2'));
    const fill = async (old: string, next: string, confirm: string) => {
      await field(page, 'oldPassword').fill(old);
      await field(page, 'newPassword').fill(next);
      await field(page, 'newPassword1').fill(confirm);
      await page.getByRole('button', { name: uiText('app.profile.password.submit') }).click();
    };
    await fill('Subacct2', 'weak', 'weak2');
    await expect
      .poll(() => helper(page, 'newPassword').textContent())
      .toBe(uiText('app.validation.password_rule'));
    expect(await helper(page, 'newPassword1').textContent()).toBe(
      uiText('app.validation.password_mismatch'),
    );
    await fill('Wrong1234', 'NewSecret123', 'NewSecret123');
    await expect.poll(() => notification(page).textContent()).toContain(WRONG_OLD_PASSWORD);
    expect(await field(page, 'newPassword').inputValue()).toBe('NewSecret123');
    await fill('Subacct2', 'NewSecret123', 'NewSecret123');
    await page.waitForURL('**/login');
    await loginWithPassword(page, 'subacct2', 'NewSecret123');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});
