import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../../dataProvider/dashboardWireTypes';
import { DashboardCard } from './DashboardCard';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';
import { PATHS, settlementPath } from '../../../src/routes/paths';
import { fenToYuan } from '../../../src/domain/money';

/** Income per month (12) and orders per week (12): MUI X Charts, loaded with this chunk only. */
export default function DashboardCharts({ stats, span }: { stats: DashboardStats; span: number }) {
  const translate = useTranslate();
  const { money, month, date, axisNumber } = useFormatters();
  const currency = useSettlementCurrency();
  return (
    <>
      <DashboardCard
        titleKey="app.dashboard.cards.income_chart"
        to={settlementPath('bill')}
        testId="chart-income"
        span={span}
      >
        <BarChart
          height={240}
          xAxis={[
            {
              scaleType: 'band',
              data: stats.incomeByMonth.map((m) => m.month),
              valueFormatter: (value: string) => month(value),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => axisNumber(value) }]}
          series={[
            {
              data: stats.incomeByMonth.map((m) => fenToYuan(m.gross)),
              label: translate('app.dashboard.cards.gross'),
              valueFormatter: (value) => money(value ?? 0, currency),
            },
          ]}
        />
      </DashboardCard>
      <DashboardCard
        titleKey="app.dashboard.cards.orders_chart"
        to={PATHS.myDesignSheet}
        testId="chart-orders"
        span={span}
      >
        <LineChart
          height={240}
          xAxis={[
            {
              scaleType: 'point',
              data: stats.ordersByWeek.map((w) => w.week),
              valueFormatter: (value: string) => date(value),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => axisNumber(value) }]}
          series={[{ data: stats.ordersByWeek.map((w) => w.count), curve: 'linear' }]}
        />
      </DashboardCard>
    </>
  );
}
