import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/domain/textLimits';
import { listPath, PATHS, personalCenterPath } from '../../src/routes/paths';
import { screenshot } from './support/browser';
import { uiText } from './support/catalog';
import { sideMenuItems, sideMenuLabels, tagLabels } from './support/chrome';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { notification } from './support/portalPage';
import { field, fieldHelper, saveButton } from './support/profile';

const portal = portalForFile();

describe('the staff desk', () => {
  it('is where staff land: their queues with counts, staff entries first, none of the designer’s', async () => {
    const page = await portal.page({
      as: 'support',
      landing: PATHS.root,
      viewport: { width: 1280, height: 800 },
    });
    await page.waitForURL(`**${PATHS.staffHome}`);
    const queues = (
      await callApi(portal.url, 'GET', '/api/os/dashboard/staffQueues', {
        token: await portal.token('support'),
      })
    ).body.data as { name: string; count: number }[];
    expect(queues.map((queue) => queue.name)).toEqual([
      'qc',
      'certifications',
      'contracts',
      'withdrawals',
      'tickets',
    ]);
    for (const { name, count } of queues) {
      const card = page.getByTestId(`staff-queue-${name}`);
      await expect.poll(() => card.getByTestId('queue-count').textContent()).toBe(String(count));
    }
    expect(queues.find((queue) => queue.name === 'qc')?.count).toBeGreaterThan(0);
    expect(await sideMenuItems(page).first().getAttribute('data-menu-code')).toBe('staff');
    const labels = await sideMenuLabels(page);
    for (const designerOnly of [
      'app.chrome.route.workbench',
      'app.chrome.route.referral',
    ] as const) {
      expect(labels).not.toContain(uiText(designerOnly));
    }
    expect(await page.title()).toContain(uiText('app.dashboard.route.staff_home'));
    await screenshot(page, 'staff-desk-zh');

    // A queue's card opens its list, which has its heading, its window title and its own tag.
    await page.getByTestId('staff-queue-qc').getByRole('link').click();
    await page.waitForURL(`**${listPath('qcQueue')}`);
    const queueTitle = uiText('app.orders.qc.queue.title');
    await expect
      .poll(() => page.locator('#main-content h1').first().textContent())
      .toBe(queueTitle);
    await expect.poll(() => page.title()).toContain(queueTitle);
    await expect
      .poll(() => page.locator('[data-testid="tag"].MuiChip-filled').textContent())
      .toBe(queueTitle);
    await page.context().close();

    const turkish = await portal.page({
      as: 'support',
      landing: PATHS.staffHome,
      language: 'tr',
      viewport: { width: 1280, height: 800 },
    });
    await expect
      .poll(() => turkish.locator('#main-content h1').first().textContent())
      .toBe(uiText('app.dashboard.route.staff_home', {}, 'tr'));
    await turkish.getByTestId('staff-queue-qc').getByTestId('queue-count').waitFor();
    await screenshot(turkish, 'staff-desk-tr');
    await turkish.context().close();
  });

  it('gives a task detail page its own tag, not the previous page’s', async () => {
    const page = await portal.page({ as: 'support', landing: listPath('qcQueue') });
    await page.getByTestId('qc-queue').getByRole('row').nth(1).click();
    await page.waitForURL('**/tasks/*/show');
    const detail = uiText('app.orders.detail.title');
    await expect
      .poll(() => page.locator('[data-testid="tag"].MuiChip-filled').textContent())
      .toBe(detail);
    expect(await tagLabels(page)).toContain(uiText('app.orders.qc.queue.title'));
    await expect.poll(() => page.title()).toContain(detail);
    await page.context().close();
  });

  it('gives a qualification review its level-1 heading and window title', async () => {
    const page = await portal.page({ as: 'support', landing: listPath('certifications') });
    await page.getByRole('row').nth(1).click();
    await page.waitForURL('**/certifications/*/show');
    await page.getByTestId('review-viewer').waitFor();
    const heading = uiText('app.onboarding.route.review_detail');
    const h1 = page.locator('#main-content').getByRole('heading', { level: 1 });
    await expect.poll(() => h1.allTextContents()).toEqual([heading]);
    await expect.poll(() => page.title()).toContain(heading);
    await page.context().close();
  });
});

describe('length limits', () => {
  it('counts the nick name, refuses one too long, and shows a saved one in the app bar at once', async () => {
    const page = await portal.page({ as: 'designer', landing: personalCenterPath('1') });
    const max = TEXT_LIMITS.nickName;
    await field(page, 'name').fill('长'.repeat(max + 1));
    await expect
      .poll(() => fieldHelper(page, 'name').textContent())
      .toBe(uiText('app.limits.counter', { length: max + 1, max }));
    await saveButton(page).click();
    await expect
      .poll(() => fieldHelper(page, 'name').textContent())
      .toBe(uiText('app.limits.too_long', { max }));

    const name = '新昵称小张';
    await field(page, 'name').fill(name);
    await saveButton(page).click();
    await expect.poll(() => notification(page).textContent()).toBe(uiText('app.profile.saved'));
    // The app bar hides while the page is scrolled down (to the save button): scroll back up.
    await page.evaluate(() => window.scrollTo(0, 0));
    const userMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) });
    await expect.poll(() => userMenu.count()).toBe(1);
    await page.context().close();
  });
});
