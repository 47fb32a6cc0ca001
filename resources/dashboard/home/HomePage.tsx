import { lazy, Suspense } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TASK_STATUSES } from '../../../src/domain/taskStates';
import { PageFrame } from '../../../src/components/PageFrame';
import { useBreakpointLevel } from './useBreakpointLevel';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { LevelProgress } from '../scorecard/LevelProgress';
import { usePointsSummary } from '../scorecard/usePointsSummary';
import { DashboardCard } from './DashboardCard';
import { OnboardingCard } from './OnboardingCard';
import { RankingCard } from './RankingCard';
import { TicketNewsCard } from './TicketNewsCard';
import { useDashboardStats } from './useDashboardData';
import { PATHS, settlementPath } from '../../../src/routes/paths';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The designer's dashboard: income, orders, quality, points and level, news; columns by breakpoint. */
export function HomePage() {
  const translate = useTranslate();
  const { moneyFen, number } = useFormatters();
  const currency = useSettlementCurrency();
  const columns = useBreakpointLevel() + 1;
  const { data: stats, error } = useDashboardStats();
  const { data: summary, error: summaryError } = usePointsSummary();
  useNotifyError(error ?? summaryError);
  const percent = (rate: number) =>
    rate < 0
      ? translate('app.dashboard.cards.no_data')
      : translate('app.dashboard.cards.percent', { value: number(rate * 100, 1) });
  return (
    <PageFrame titleKey={HomePage.titleKey}>
      <Box
        data-testid="home-card-grid"
        data-columns={columns}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        <DashboardCard
          titleKey="app.dashboard.cards.level"
          to={PATHS.scorecard}
          testId="card-level"
        >
          {summary && <LevelProgress summary={summary} />}
          <Button component={Link} to={PATHS.scorePolicy} size="small" sx={{ mt: 1, px: 0 }}>
            {translate('app.dashboard.level.policy')}
          </Button>
        </DashboardCard>
        <DashboardCard
          titleKey="app.dashboard.cards.income"
          to={settlementPath('bill')}
          testId="card-income"
        >
          {stats && (
            <Stack spacing={0.5}>
              <Figure
                label={translate('app.dashboard.cards.gross')}
                value={moneyFen(stats.income.gross, currency)}
                testId="income-gross"
              />
              <Figure
                label={translate('app.dashboard.cards.tax')}
                value={moneyFen(stats.income.tax, currency)}
                testId="income-tax"
              />
              <Figure
                label={translate('app.dashboard.cards.net')}
                value={moneyFen(stats.income.net, currency)}
                testId="income-net"
              />
            </Stack>
          )}
        </DashboardCard>
        <DashboardCard
          titleKey="app.dashboard.cards.orders"
          to={PATHS.workbench}
          testId="card-orders"
        >
          {stats && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {TASK_STATUSES.map((status) => (
                <Chip
                  key={status}
                  size="small"
                  data-testid={`orders-${status}`}
                  label={translate('app.dashboard.cards.state_count', {
                    state: translate(`app.orders.status.${status}`),
                    count: stats.ordersByState[status],
                  })}
                />
              ))}
            </Stack>
          )}
        </DashboardCard>
        <DashboardCard
          titleKey="app.dashboard.cards.rates"
          to={PATHS.myDesignSheet}
          testId="card-rates"
        >
          {stats && (
            <Stack spacing={0.5}>
              <Figure
                label={translate('app.dashboard.cards.on_time_rate')}
                value={percent(stats.onTimeRate)}
                testId="rate-on-time"
              />
              <Figure
                label={translate('app.dashboard.cards.first_pass_rate')}
                value={percent(stats.firstPassRate)}
                testId="rate-first-pass"
              />
            </Stack>
          )}
        </DashboardCard>
        <RankingCard ranking={stats?.ranking} />
        <TicketNewsCard />
        <OnboardingCard />
        {stats && (
          <Suspense fallback={null}>
            <DashboardCharts stats={stats} span={Math.min(columns, 2)} />
          </Suspense>
        )}
      </Box>
    </PageFrame>
  );
}

HomePage.path = PATHS.home;
HomePage.titleKey = 'app.chrome.route.home_page';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body1"
        data-testid={testId}
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}
