import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../../dataProvider/dashboardWireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';
import { DashboardCard } from './DashboardCard';
import { settlementPath } from '../../../src/routes/paths';

/** Where the designer stands in the last closed month's earnings ranking. */
export function RankingCard({ ranking }: { ranking: DashboardStats['ranking'] | undefined }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const currency = useSettlementCurrency();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.dashboard.cards.${key}`, options);
  return (
    <DashboardCard
      titleKey="app.dashboard.cards.ranking"
      to={settlementPath('ranking')}
      testId="card-ranking"
    >
      {ranking === null && <Typography color="text.secondary">{t('ranking_none')}</Typography>}
      {ranking && (
        <>
          <Typography variant="h6" component="p" data-testid="ranking-place">
            {t('ranking_place', { month: ranking.month, rank: ranking.rank, of: ranking.of })}
          </Typography>
          <Typography color="text.secondary" data-testid="ranking-gap">
            {ranking.rank === 1
              ? t('ranking_first')
              : t('ranking_gap', { gap: money(ranking.gapToNext, currency) })}
          </Typography>
        </>
      )}
    </DashboardCard>
  );
}
