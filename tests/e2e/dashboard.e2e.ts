import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { callApi } from './support/fakeApi';
import { tokenOf } from './support/orders';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { uiText } from './support/catalog';

const portal = portalForFile();

async function apiData(token: string, path: string, query?: Record<string, string>) {
  const { body } = await callApi(portal.url, 'GET', path, { token, query });
  return body.data;
}

const yuan = (fen: number) =>
  new Intl.NumberFormat('zh-CN', {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(fen / 100);

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe('dashboard', () => {
  it("shows designer's figures as the fake API has them, the what-if line and the charts", async () => {
    const token = await tokenOf(portal.url, 'designer', 'Designer1');
    const stats = (await apiData(token, '/api/os/dashboard/stats')) as {
      income: { gross: number; tax: number; net: number };
      ordersByState: Record<string, number>;
      onTimeRate: number;
      incomeByMonth: { month: string; gross: number }[];
      ranking: { month: string; rank: number; of: number; gapToNext: number } | null;
    };
    const summary = (await apiData(token, '/api/os/points/summary')) as {
      points: number;
      level: string;
      nextLevel: string;
      pointsToNextLevel: number;
      daysToNextLevel: number;
    };
    const page = await portal.page({ as: 'designer' });
    await page.goto('/order/homePage');
    await expect
      .poll(() => text(page, 'level-current'))
      .toBe(`等级 ${summary.level} · ${summary.points} 分`);
    expect(summary).toMatchObject({ level: 'B', nextLevel: 'A', pointsToNextLevel: 3 });
    expect(await text(page, 'level-to-next')).toBe(`距 A 级还差 3 分`);
    expect(await text(page, 'level-what-if')).toBe(
      summary.daysToNextLevel > 0
        ? `再准时交付 ${summary.daysToNextLevel} 天且本月无返工，即可升至 A 级`
        : '按时交付并避免返工，积分将逐步提升至 A 级',
    );
    expect(await text(page, 'income-gross')).toBe(yuan(stats.income.gross));
    expect(await text(page, 'income-tax')).toBe(yuan(stats.income.tax));
    expect(await text(page, 'income-net')).toBe(yuan(stats.income.net));
    const ranking = stats.ranking;
    expect(ranking).not.toBeNull();
    if (ranking) {
      expect(await text(page, 'ranking-place')).toBe(
        `${ranking.month} 第 ${ranking.rank} 名（共 ${ranking.of} 人）`,
      );
      expect(await text(page, 'ranking-gap')).toBe(
        ranking.rank === 1 ? '本月排名第一' : `距上一名还差 ${yuan(ranking.gapToNext * 100)}`,
      );
    }
    for (const [status, count] of Object.entries(stats.ordersByState)) {
      expect(await text(page, `orders-${status}`)).toMatch(new RegExp(` ${count}$`));
    }
    // The charts arrive in their own chunk: a bar per month (12), the months on the axis.
    const incomeChart = page.getByTestId('chart-income');
    await incomeChart.locator('svg').first().waitFor();
    expect(stats.incomeByMonth.some((month) => month.gross > 0)).toBe(true);
    await expect.poll(() => incomeChart.locator('.MuiBarChart-element').count()).toBe(12);
    const axis = (await incomeChart.textContent()) ?? '';
    expect(axis).toContain(stats.incomeByMonth[0].month);
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
    const page = await portal.page({ as: 'designer' });
    await page.goto('/order/homePage');
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
    const admin = await portal.page({ as: 'operator' });
    await admin.goto('/order/points');
    const table = admin.getByTestId('points-designers');
    await table.getByText('designer', { exact: true }).click();
    await admin.getByTestId('points-selected').waitFor();
    await admin.getByRole('button', { name: uiText('app.dashboard.adjust.submit') }).click();
    // Both fields are required: the messages stand under them, nothing is sent.
    await expect
      .poll(() => admin.getByText(uiText('app.money.validation.required')).count())
      .toBeGreaterThan(0);
    await admin.getByLabel(uiText('app.dashboard.adjust.amount')).fill('3');
    await admin.getByLabel(uiText('app.dashboard.adjust.reason')).fill('疑难种植病例');
    await admin.getByRole('button', { name: uiText('app.dashboard.adjust.submit') }).click();
    await expect.poll(() => notification(admin).textContent()).toContain('现为 90 分（A 级）');
    await admin.context().close();

    const page = await portal.page({ as: 'designer' });
    await page.goto('/wel/dashboard');
    await expect.poll(() => text(page, 'level-current')).toBe('等级 A · 90 分');
    const ledger = page.getByTestId('points-ledger');
    await expect.poll(() => ledger.getByText('疑难种植病例').count()).toBe(1);
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
