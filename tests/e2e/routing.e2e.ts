import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { loginWithPassword } from './support/portalPage';
import {
  DESIGNER_ONLY_PATHS,
  isDesignerOnlyPath,
  PATHS,
  personalCenterPath,
  settlementPath,
  taskUploadPath,
} from '../../src/routes/paths';
import { menuPaths } from './support/a11yRoutes';
import { openInApp } from './support/portalPage';
import { UPLOAD_TASK_ID } from './support/taskUpload';
import { portalForFile } from './support/harness';
import { pageTitle } from './support/chrome';
import { uiText } from './support/catalog';
import { authMessage, type AuthMessage } from '../../fake-api/messages/authMessages';

const portal = portalForFile();

/** The server's message (fake-api/messages/authMessages.ts). */
const WRONG_PASSWORD: AuthMessage = '用户名或密码错误';

describe('routes', () => {
  it('sends a visitor without a token to /login, and shows the public error pages', async () => {
    const page = await portal.page();
    await page.goto(PATHS.welcome);
    await page.waitForURL(`**${PATHS.login}`);
    for (const [path, title] of [
      [PATHS.notFound, uiText('app.page.not_found')],
      [PATHS.forbidden, uiText('app.page.forbidden')],
      [PATHS.serverError, uiText('app.page.server_error')],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    }
    await page.context().close();
  });

  it('redirects / to /wel/index and an unknown path to /404 once logged in', async () => {
    const page = await portal.page();
    await loginWithPassword(page, 'designer', 'Designer1');
    await page.waitForURL(`**${PATHS.welcome}`);
    await page.goto(PATHS.root);
    await page.waitForURL(`**${PATHS.welcome}`);
    await page.goto('/no/such/page');
    await page.waitForURL(`**${PATHS.notFound}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(uiText('app.page.not_found'));
    expect(await page.title()).toBe(pageTitle('app.page.not_found'));
    await page.context().close();
  });
});

describe('who may open what (issue 40)', () => {
  it('support and the operator typing a designer’s screen get the 403 page; their menu and personal centre lead to none', async () => {
    // Each designer screen as a person types it, a designer's order among them.
    const typed = [
      PATHS.welcome,
      PATHS.workbench,
      settlementPath('withdrawal'),
      settlementPath('bill'),
      PATHS.extension,
      PATHS.authentication,
      PATHS.result,
      taskUploadPath(UPLOAD_TASK_ID),
    ];
    expect(typed.every(isDesignerOnlyPath)).toBe(true);
    expect(DESIGNER_ONLY_PATHS.length).toBeGreaterThan(0);
    for (const role of ['support', 'operator'] as const) {
      const page = await portal.page({ as: role });
      const opened: string[] = [];
      for (const path of typed) {
        await openInApp(page, path);
        await page.waitForURL(`**${PATHS.forbidden}`);
        await expect
          .poll(() => page.locator('h1').textContent())
          .toBe(uiText('app.page.forbidden'));
        opened.push(new URL(page.url()).pathname);
      }
      expect(opened).toEqual(typed.map(() => PATHS.forbidden));
      expect((await menuPaths(portal.url, role)).filter(isDesignerOnlyPath)).toEqual([]);
      // The personal centre keeps their account and password, and no designer contract.
      await openInApp(page, personalCenterPath('5'));
      await page.waitForURL(`**${personalCenterPath('1')}`);
      const tabs = await page.getByTestId('personal-center-tabs').getByRole('tab').allInnerTexts();
      expect(tabs).toEqual([
        uiText('app.chrome.personal_center.basic_info'),
        uiText('app.chrome.personal_center.change_password'),
      ]);
      await page.context().close();
    }
    // The designer still opens them.
    const designer = await portal.page({ as: 'designer' });
    await openInApp(designer, PATHS.workbench);
    await designer.getByTestId('task-list-grab').waitFor();
    expect(new URL(designer.url()).pathname).toBe(PATHS.workbench);
    await designer.context().close();
  }, 120_000);
});

describe('language on the login page', () => {
  it('switches with the dropdown and with ?language=, and sets <html lang>', async () => {
    const page = await portal.page();
    await page.goto(`${PATHS.login}?language=tr`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(uiText('app.login.title', {}, 'tr'));
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await screenshot(page, 'login-tr');

    await page.getByLabel(uiText('app.language.label', {}, 'tr')).click();
    await page.getByRole('option', { name: uiText('app.language.en', {}, 'tr') }).click();
    const signIn = uiText('app.login.title', {}, 'en');
    await expect.poll(() => page.locator('h1').textContent()).toBe(signIn);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe(signIn);

    await page.locator('#field-account').fill('designer');
    await page.locator('#field-password').fill('Wrong-pass1');
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => page.getByText(authMessage(WRONG_PASSWORD, 'en')).count())
      .toBeGreaterThan(0);
    const login = portal.server
      .requests()
      .findLast((r) => r.path === '/api/blade-auth/os/oauth/token');
    expect(login?.query.language).toBe('en');
    await page.context().close();
  });
});
