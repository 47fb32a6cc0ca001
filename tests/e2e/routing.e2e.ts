import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { loginWithPassword } from './support/portalPage';
import { PATHS } from '../../src/routes/paths';
import { portalForFile } from './support/harness';
import { pageTitle } from './support/chrome';
import { uiText } from './support/catalog';

const portal = portalForFile();

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

describe('language on the login page', () => {
  it('switches with the dropdown and with ?language=, and sets <html lang>', async () => {
    const page = await portal.page();
    await page.goto(`${PATHS.login}?language=tr`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Giriş');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await screenshot(page, 'login-tr');

    await page.getByLabel('Dil').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sign in');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sign in');

    await page.locator('#field-account').fill('designer');
    await page.locator('#field-password').fill('Wrong-pass1');
    await page.locator('form button[type=submit]').click();
    await expect
      .poll(() => page.getByText('Incorrect account or password').count())
      .toBeGreaterThan(0);
    const login = portal.server
      .requests()
      .findLast((r) => r.path === '/api/blade-auth/os/oauth/token');
    expect(login?.query.language).toBe('en');
    await page.context().close();
  });
});
