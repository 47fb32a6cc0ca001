import { describe, expect, it } from 'vitest';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';
import { loginAs, userMenuButton } from './support/chrome';

// Access tokens of the usual lifetime: no silent refresh can be in flight when the test reloads.
// (session.e2e's 6 s tokens refresh every 5 s; a reload during a refresh call loses the rotated
// pair, and the old refresh token is dead by then: under load that sent this test to /login.)
const portal = portalForFile();

describe('lock screen', () => {
  it('locks with a required password; every route goes to /lock until unlocked', async () => {
    const page = await portal.page();
    await loginAs(page, 'designer', 'Designer1');
    await userMenuButton(page).click();
    await page.getByTestId('menu-lock').click();
    await page.getByRole('button', { name: uiText('app.lock.lock') }).click();
    await expect
      .poll(() => page.locator('#lock-password-helper-text').textContent())
      .toBe(uiText('app.lock.password_required'));
    await page.locator('#lock-password').fill('Lock-me-1');
    await page.getByRole('button', { name: uiText('app.lock.lock') }).click();
    await page.waitForURL('**/lock');
    const stored = await page.evaluate(() => sessionStorage.getItem('saber-lockPasswd'));
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('Lock-me-1');

    for (const path of ['/wel/index', '/login', '/404', '/register']) {
      await page.goto(path);
      await page.waitForURL('**/lock');
    }
    await page.locator('#unlock-password').fill('wrong');
    await page.getByRole('button', { name: uiText('app.lock.unlock') }).click();
    await expect
      .poll(() => page.locator('#unlock-password-helper-text').textContent())
      .toBe(uiText('app.lock.wrong_password'));
    await page.locator('#unlock-password').fill('Lock-me-1');
    await page.getByRole('button', { name: uiText('app.lock.unlock') }).click();
    await page.waitForURL('**/wel/index');
    await page.goto('/lock');
    await page.waitForURL('**/wel/index');
    await page.context().close();
  });
});
