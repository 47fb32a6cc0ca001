import { describe, expect, it } from 'vitest';
import { loginWithPassword } from './support/portalPage';
import { PATHS, RESOURCES } from '../../src/routes/paths';
import { portalForFile } from './support/harness';

const portal = portalForFile();

/** Issue 27: what the first page after the sign-in waits for once the token is in. */
describe('from the sign-in to the first page', () => {
  it('fetches no code after the sign-in answer: the first page needs only what was preloaded', async () => {
    const page = await portal.page();
    const afterAnswer: string[] = [];
    let answered = false;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/oauth/token')) answered = true;
    });
    page.on('request', (request) => {
      if (answered && request.resourceType() === 'script') afterAnswer.push(request.url());
    });
    let inFlight = 0;
    let lastSettled = Date.now();
    page.on('request', () => (inFlight += 1));
    const settle = () => {
      inFlight -= 1;
      lastSettled = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(PATHS.login);
    // Typing starts the downloads of the first page's code: they are done when a person submits.
    await page.locator('#field-account').fill('designer');
    await page.locator('#field-password').fill('Designer1');
    await expect.poll(() => inFlight === 0 && Date.now() - lastSettled > 500).toBe(true);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/wel/index');
    await page.getByTestId('user-summary').waitFor();
    expect(answered).toBe(true);
    expect(afterAnswer).toEqual([]);
    await page.context().close();
  });

  it('asks for the user detail, the buttons and the menu right after the token, none waiting on another', async () => {
    const page = await portal.page();
    await loginWithPassword(page, 'designer', 'Designer1');
    await page.waitForURL('**/wel/index');
    await page.getByTestId('user-summary').waitFor();
    const calls = portal.server.requests().map((request) => request.path);
    const token = calls.lastIndexOf('/api/blade-auth/os/oauth/token');
    const next = calls.slice(token + 1, token + 4).sort();
    expect(next).toEqual([
      '/api/blade-system/menu/buttons',
      '/api/blade-system/menu/routes',
      '/api/os/user/detail',
    ]);
    await page.context().close();
  });

  it("reads the user's detail and sub-accounts once for the whole workbench, cards included", async () => {
    const before = portal.server.requests().length;
    const page = await portal.page({ as: 'designer', landing: PATHS.workbench });
    const cards = page.getByTestId('task-list-grab').getByTestId('task-card');
    await cards.first().waitFor();
    // Each card reads the detail (its settlement currency) and the sub-accounts (dispatch), a
    // second after the tabs did: the cached answer serves them.
    await expect.poll(() => page.getByTestId('task-earning').count()).toBeGreaterThan(1);
    await page.waitForTimeout(1_000);
    const count = (path: string) =>
      portal.server
        .requests()
        .slice(before)
        .filter((request) => request.path === path).length;
    expect({
      detail: count('/api/os/user/detail'),
      subAccounts: count('/api/cl-order/task/getsubUser'),
    }).toEqual({ detail: 1, subAccounts: 1 });
    await page.context().close();
  });

  it.each([
    ['a page of the layout', 'designer', PATHS.authentication, 'QualificationPage'],
    ["a resource's list", 'support', `/${RESOURCES.certifications}`, 'ReviewQueue'],
  ] as const)(
    'a signed-in reload of %s asks for its code beside the layout, not after it',
    async (_, as, path, chunk) => {
      const page = await portal.page({ as, landing: path });
      // The layout's code is held back: the page's own is asked for meanwhile, or never was
      // (before, it was asked for once the layout had arrived and mounted).
      let releaseLayout = () => {};
      const layoutHeld = new Promise<void>((resolve) => (releaseLayout = resolve));
      await page.route('**/assets/PortalLayout-*.js', async (route) => {
        await layoutHeld;
        await route.continue();
      });
      const pageCodeAsked = page
        .waitForRequest((request) => request.url().includes(`/assets/${chunk}-`), {
          timeout: 5_000,
        })
        .then(
          () => true,
          () => false,
        );
      const reloaded = page.reload();
      const asked = await pageCodeAsked;
      releaseLayout();
      await reloaded;
      await page.getByTestId('side-menu').locator('[data-menu-code]').first().waitFor();
      expect(asked).toBe(true);
      await page.context().close();
    },
  );
});
