import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openBrowser, type PortalBrowser } from './support/browser';
import { failNext } from './support/fakeApi';
import { PAYMENT_MESSAGES } from './support/paymentMessages';
import { loginWithPassword, notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';

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

async function signedIn(account: string, password: string, language = 'zh'): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((lang) => localStorage.setItem('saber-language', lang), language);
  await loginWithPassword(page, account, password);
  await page.waitForURL('**/wel/index');
  return page;
}

const helper = (page: Page, field: string) => page.locator(`#field-${field}-helper-text`);

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
    const page = await signedIn('designer', 'Designer1');
    await page.goto('/order/personalCenter/1');
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect
      .poll(() => notification(page).textContent())
      .toContain('头像只能是 PNG、JPEG 或 WebP 图片');
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngFile(page),
    });
    await page.getByRole('button', { name: '上传' }).click();
    await expect
      .poll(() => page.locator('header .MuiAvatar-root img').getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);
    await page.context().close();
  });

  it('changes the phone in two steps', async () => {
    const page = await signedIn('designer', 'Designer1');
    await page.goto('/order/personalCenter/1');
    await page.getByRole('button', { name: '更换手机号' }).click();
    await page.getByRole('button', { name: '发送验证码到当前手机' }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重发/ }).count()).toBe(1);
    await page.locator('#field-phoneCode').fill('123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.locator('#field-newPhone').fill('1990000123');
    await page.getByRole('button', { name: '发送验证码到新手机' }).click();
    await expect.poll(() => helper(page, 'newPhone').textContent()).toBe('手机号码长度为 11 位');
    await page.locator('#field-newPhone').fill('19900001234');
    await page.getByRole('button', { name: '发送验证码到新手机' }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重发/ }).count()).toBe(1);
    await page.locator('#field-phoneCode').fill('123456');
    await page.getByRole('button', { name: '确认更换' }).click();
    await expect
      .poll(() => page.getByTestId('current-phone').textContent())
      .toContain('19900001234');
    await page.context().close();
  });

  it('saves RMB and USD payment details, each rule refused by its message, the number masked', async () => {
    const page = await signedIn('designer', 'Designer1');
    await page.goto('/order/personalCenter/3');
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 5678');
    const save = page.getByRole('button', { name: '保存' });
    await page.locator('#field-accountNumber').fill('6222-0202');
    await page.locator('#field-jointBankNumber').fill('');
    await save.click();
    await expect
      .poll(() => helper(page, 'accountNumber').textContent())
      .toBe('人民币账号只能是 8 到 30 位数字');
    expect(await helper(page, 'jointBankNumber').textContent()).toBe('人民币结算须填写联行号');
    await page.locator('#field-branchSearch').fill('招商');
    await page.getByRole('option', { name: /招商银行深圳分行/ }).click();
    await expect
      .poll(() => page.locator('#field-jointBankNumber').inputValue())
      .toBe('308584000013');
    expect(await page.locator('#field-bankName').inputValue()).toBe('招商银行');
    await page.locator('#field-accountNumber').fill('6214830000001111');
    await save.click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 1111');

    await page.locator('#field-currency').click();
    await page.getByRole('option', { name: '美元 (USD)' }).click();
    await page.locator('#field-country').click();
    await page.getByRole('option', { name: 'DE', exact: true }).click();
    await page.locator('#field-accountNumber').fill('DE88370400440532013000');
    await page.locator('#field-swiftCode').fill('DEUTDEFF5');
    await save.click();
    await expect
      .poll(() => helper(page, 'accountNumber').textContent())
      .toBe('IBAN 不正确（长度或校验位有误）');
    expect(await helper(page, 'swiftCode').textContent()).toBe(
      'SWIFT 代码为 8 或 11 位，格式不正确',
    );
    await page.locator('#field-accountNumber').fill('DE89 3704 0044 0532 0130 00');
    await page.locator('#field-swiftCode').fill('DEUTDEFF500');
    await save.click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 3000');
    await page.context().close();
  });

  it('refuses each payment rule by its message in zh, en and tr', async () => {
    for (const [language, usd, m] of [
      ['zh', '美元 (USD)', PAYMENT_MESSAGES.zh],
      ['en', 'US dollar (USD)', PAYMENT_MESSAGES.en],
      ['tr', 'ABD doları (USD)', PAYMENT_MESSAGES.tr],
    ] as const) {
      const page = await signedIn('mainacct', 'Mainacct1', language);
      await page.goto('/order/personalCenter/3');
      const refused = async (values: Record<string, string>, messages: Record<string, string>) => {
        for (const [field, value] of Object.entries(values))
          await page.locator(`#field-${field}`).fill(value);
        await page.locator('form[data-testid=payment-form] button[type=submit]').click();
        for (const [field, message] of Object.entries(messages))
          await expect.poll(() => helper(page, field).textContent()).toBe(message);
      };
      await page.locator('#field-country').click();
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
      await page.locator('#field-currency').click();
      await page.getByRole('option', { name: usd }).click();
      await page.locator('#field-country').click();
      await page.getByRole('option', { name: 'DE', exact: true }).click();
      await refused(
        { accountNumber: 'DE88370400440532013000', swiftCode: '' },
        { accountNumber: m.iban, swiftCode: m.swift, bankAddress: m.required },
      );
      await page.locator('#field-country').click();
      await page.getByRole('option', { name: 'US', exact: true }).click();
      await refused(
        { accountNumber: '12-34', swiftCode: 'DEUTDEFF5' },
        { accountNumber: m.format, swiftCode: m.swiftFormat },
      );
      await page.context().close();
    }
  });

  it('keeps what the user typed when a save fails, and shows the server message', async () => {
    const page = await signedIn('mainacct', 'Mainacct1');
    await page.goto('/order/personalCenter/1');
    const typed = {
      name: '',
      realName: '刘洋',
      email: 'main@example.com',
      indications: '全冠',
    };
    for (const [field, value] of Object.entries(typed))
      await page.locator(`#field-${field}`).fill(value);
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => notification(page).textContent()).toContain('昵称不能为空');
    for (const [field, value] of Object.entries(typed))
      expect(await page.locator(`#field-${field}`).inputValue()).toBe(value);

    await page.goto('/order/personalCenter/3');
    await page.locator('#field-branchSearch').fill('招商');
    await page.getByRole('option', { name: /招商银行深圳分行/ }).click();
    await page.locator('#field-accountName').fill('刘洋');
    await page.locator('#field-accountNumber').fill('6214830000002222');
    await failNext(server.url, '/api/os/user/payment', 1);
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => notification(page).textContent()).toContain('服务器内部错误(模拟故障)');
    expect(await page.locator('#field-accountName').inputValue()).toBe('刘洋');
    expect(await page.locator('#field-accountNumber').inputValue()).toBe('6214830000002222');
    expect(await page.locator('#field-jointBankNumber').inputValue()).toBe('308584000013');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('**** 2222');
    await page.context().close();
  });

  it('invites by QR code: the code decodes to the link, and the registration appears', async () => {
    const page = await signedIn('designer', 'Designer1');
    await page.goto('/order/extension');
    const link = await page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/register\?inviteCode=D\d{7}$/);
    const shot = PNG.sync.read(await page.getByTestId('invite-qr').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded?.data).toBe(link);

    const visitor = await browser.newPage();
    await visitor.goto(link);
    // The register page (its own chunk) keeps the code for after the third-party login.
    await visitor.locator('#field-account').waitFor();
    await visitor.goto('/api/blade-auth/oauth/render/github?as=new');
    await visitor.waitForURL(/\/register\?oauthId=/);
    for (const [field, value] of Object.entries({
      name: '受邀设计师',
      account: 'invitee01',
      password: 'Invitee123',
      password2: 'Invitee123',
    }))
      await visitor.locator(`#field-${field}`).fill(value);
    await visitor.locator('form button[type=submit]').click();
    await visitor.waitForURL('**/login');
    await visitor.context().close();

    await page.goto('/order/personalCenter/4');
    const rows = page.getByTestId('invited-users');
    await expect.poll(() => rows.textContent()).toContain('受***师');
    await page.context().close();
  });

  it('changes the password; a wrong old one shows the server message; then logs in with the new one', async () => {
    const page = await signedIn('subacct2', 'Subacct2');
    await page.goto('/order/personalCenter/2');
    const fill = async (old: string, next: string, confirm: string) => {
      await page.locator('#field-oldPassword').fill(old);
      await page.locator('#field-newPassword').fill(next);
      await page.locator('#field-newPassword1').fill(confirm);
      await page.getByRole('button', { name: '修改密码' }).click();
    };
    await fill('Subacct2', 'weak', 'weak2');
    await expect
      .poll(() => helper(page, 'newPassword').textContent())
      .toBe('密码至少 8 位，须包含大写字母、小写字母和数字，且不能包含中文');
    expect(await helper(page, 'newPassword1').textContent()).toBe('两次输入的密码不一致');
    await fill('Wrong1234', 'NewSecret123', 'NewSecret123');
    await expect.poll(() => notification(page).textContent()).toContain('原密码不正确');
    expect(await page.locator('#field-newPassword').inputValue()).toBe('NewSecret123');
    await fill('Subacct2', 'NewSecret123', 'NewSecret123');
    await page.waitForURL('**/login');
    await loginWithPassword(page, 'subacct2', 'NewSecret123');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});
