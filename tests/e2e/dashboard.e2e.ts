import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { clickAndConfirm } from './support/confirmStep';
import { portalForFile } from './support/harness';
import { apiData, shownText, yuan } from './support/dashboard';
import { callApi } from './support/fakeApi';
import { uiSource, uiText } from './support/catalog';
import { formatMonth } from '../../src/domain/format';

/** The reason the administrator types. */
const TYPED_REASON = '疑难种植病例';

const portal = portalForFile();

describe('dashboard', () => {
  it("shows designer's figures as the fake API has them, the what-if line and the charts", async () => {
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const stats = (await apiData(portal.url, token, '/api/os/dashboard/stats')) as {
      income: { gross: number; tax: number; net: number };
      ordersByState: Record<string, number>;
      onTimeRate: number;
      incomeByMonth: { month: string; gross: number }[];
      ranking: { month: string; rank: number; of: number; gapToNext: number } | null;
    };
    const summary = (await apiData(portal.url, token, '/api/os/points/summary')) as {
      points: number;
      level: string;
      nextLevel: string;
      pointsToNextLevel: number;
      daysToNextLevel: number;
    };
    const page = await portal.page({ as: 'designer', landing: '/order/homePage' });
    await expect
      .poll(() => shownText(page, 'level-current'))
      .toBe(
        uiText('app.dashboard.level.current', { level: summary.level, points: summary.points }),
      );
    expect(summary).toMatchObject({ level: 'B', nextLevel: 'A', pointsToNextLevel: 3 });
    expect(await shownText(page, 'level-to-next')).toBe(
      uiText('app.dashboard.level.to_next', { level: 'A', missing: 3 }),
    );
    expect(await shownText(page, 'level-what-if')).toBe(
      summary.daysToNextLevel > 0
        ? uiText('app.dashboard.level.what_if', {
            smart_count: summary.daysToNextLevel,
            level: 'A',
          })
        : uiText('app.dashboard.level.what_if_far', { level: 'A' }),
    );
    expect(await shownText(page, 'income-gross')).toBe(yuan(stats.income.gross));
    expect(await shownText(page, 'income-tax')).toBe(yuan(stats.income.tax));
    expect(await shownText(page, 'income-net')).toBe(yuan(stats.income.net));
    const ranking = stats.ranking;
    expect(ranking).not.toBeNull();
    if (ranking) {
      expect(await shownText(page, 'ranking-place')).toBe(
        uiText('app.dashboard.cards.ranking_place', {
          month: ranking.month,
          rank: ranking.rank,
          of: ranking.of,
        }),
      );
      expect(await shownText(page, 'ranking-gap')).toBe(
        ranking.rank === 1
          ? uiText('app.dashboard.cards.ranking_first')
          : uiText('app.dashboard.cards.ranking_gap', { gap: yuan(ranking.gapToNext * 100) }),
      );
    }
    for (const [status, count] of Object.entries(stats.ordersByState)) {
      expect(await shownText(page, `orders-${status}`)).toMatch(new RegExp(` ${count}$`));
    }
    // The charts arrive in their own chunk: a bar per month (12), the months on the axis.
    const incomeChart = page.getByTestId('chart-income');
    await incomeChart.locator('svg').first().waitFor();
    expect(stats.incomeByMonth.some((month) => month.gross > 0)).toBe(true);
    await expect.poll(() => incomeChart.locator('.MuiBarChart-element').count()).toBe(12);
    const axis = (await incomeChart.textContent()) ?? '';
    // The axis names the months in the user's language (src/domain/format.ts), e.g. 2025年12月.
    expect(axis).toContain(formatMonth(stats.incomeByMonth[0].month, 'zh'));
    await page.getByTestId('chart-orders').locator('svg').first().waitFor();
    await screenshot(page, 'dashboard-zh');

    // Every card leads to the page behind it; the level card to the score policy too.
    const levelLinks = page.getByTestId('card-level').getByRole('link');
    expect(await levelLinks.allTextContents()).toEqual([
      uiText('app.dashboard.route.score_policy'),
      uiText('app.dashboard.cards.open'),
    ]);
    await levelLinks.last().click();
    await page.waitForURL('**/wel/dashboard');
    await page.getByTestId('points-ledger').waitFor();
    await page.goto('/order/homePage');
    await page.getByTestId('card-ranking').getByRole('link').click();
    await page.waitForURL('**/order/settlement/ranking');
    // The score policy is also one click away from the top bar's help menu.
    await page.getByTestId('help-menu').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      uiText('app.dashboard.route.score_policy'),
      uiText('app.chrome.route.info_index'),
      uiText('app.chrome.route.test_index'),
    ]);
    await page.getByRole('menuitem', { name: uiText('app.dashboard.route.score_policy') }).click();
    await page.waitForURL('**/order/scorePolicy');
    await page.context().close();
  });

  it('lays its cards out by the four breakpoint levels of SPEC §9', async () => {
    const page = await portal.page({ as: 'designer', landing: '/order/homePage' });
    for (const [width, columns] of [
      [1300, 4],
      [1000, 3],
      [800, 2],
      [600, 1],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      const grid = page.getByTestId('home-card-grid');
      await expect.poll(() => grid.getAttribute('data-columns')).toBe(String(columns));
      const tops = await page
        .locator('[data-testid^="card-"]')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      // As many cards share the first row as the level has columns.
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
      await screenshot(page, `dashboard-${width}`);
    }
    await page.context().close();
  });

  it('lets operator adjust points with a reason; the ledger and the level follow', async () => {
    const admin = await portal.page({ as: 'operator', landing: '/order/points' });
    const table = admin.getByTestId('points-designers');
    await table.getByText('designer', { exact: true }).click();
    await admin.getByTestId('points-selected').waitFor();
    await admin.getByRole('button', { name: uiText('app.dashboard.adjust.submit') }).click();
    // Both fields are required: the messages stand under them, nothing is sent.
    await expect
      .poll(() => admin.getByText(uiText('app.money.validation.required')).count())
      .toBeGreaterThan(0);
    await admin.getByLabel(uiText('app.dashboard.adjust.amount')).fill('3');
    await admin.getByLabel(uiText('app.dashboard.adjust.reason')).fill(TYPED_REASON);
    // 87 → 90 lifts the designer from B to A: the page asks first (issue 40, point 12).
    await clickAndConfirm(
      admin,
      admin.getByRole('button', { name: uiText('app.dashboard.adjust.submit') }),
    );
    await expect
      .poll(() => notification(admin).textContent())
      .toMatch(new RegExp(uiSource('app.dashboard.adjust.done', { points: 90, level: 'A' })));
    await admin.context().close();

    const page = await portal.page({ as: 'designer', landing: '/wel/dashboard' });
    await expect
      .poll(() => shownText(page, 'level-current'))
      .toBe(uiText('app.dashboard.level.current', { level: 'A', points: 90 }));
    const ledger = page.getByTestId('points-ledger');
    await expect.poll(() => ledger.getByText(TYPED_REASON).count()).toBe(1);
    expect(
      await ledger.getByText(uiText('app.dashboard.ledger.rule.adjustment')).count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('refuses a designer the adjustment screen and call', async () => {
    const page = await portal.page({ as: 'designer' });
    await page.goto('/order/points');
    await page.waitForURL('**/403');
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const { status } = await callApi(portal.url, 'POST', '/api/os/points/adjust', {
      token,
      query: { userId: 'x', amount: '5', reason: 'self' },
    });
    expect(status).toBe(403);
    await page.context().close();
  });

  it('gives the other routes their purpose: policy, notices with read marks, practice cases', async () => {
    const page = await portal.page({ locale: 'en-US', as: 'designer' });
    await page.goto('/order/scorePolicy');
    await page.getByTestId('level-standards').waitFor();
    expect(await page.getByTestId('score-rules').locator('li').count()).toBe(7);
    await page.goto('/info/index');
    const notices = page.getByTestId('notice');
    await expect.poll(() => notices.count()).toBe(3);
    await notices.nth(1).click();
    await expect.poll(() => notices.nth(1).getAttribute('data-read')).toBe('true');
    await page.goto('/test/index');
    const practice = page.getByTestId('practice-case');
    await expect.poll(() => practice.count()).toBe(2);
    await practice.first().getByRole('link').click();
    await page.waitForURL(/\/stlView\?stlUrl=/);
    await page.context().close();
  });
});
