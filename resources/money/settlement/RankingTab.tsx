import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { moneyQueries } from '../queries';

/** The month's designers by settled income, others masked; the caller's rank and gap. */
export function RankingTab() {
  const translate = useTranslate();
  const { money } = useFormatters();
  const currency = useSettlementCurrency();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, error } = useQuery({
    ...moneyQueries.ranking(dataProvider),
  });
  useNotifyError(error);
  if (!data) return null;
  const { mine } = data;
  return (
    <Stack spacing={1} data-testid="ranking">
      <Typography variant="h6">
        {translate('app.money.ranking.month', { month: data.month })}
      </Typography>
      <Typography data-testid="ranking-mine">
        {mine
          ? translate('app.money.ranking.mine', { rank: mine.rank })
          : translate('app.money.ranking.none')}
        {mine &&
          ` · ${
            mine.rank === 1
              ? translate('app.money.ranking.first')
              : translate('app.money.ranking.gap', { amount: money(mine.gapToNext, currency) })
          }`}
      </Typography>
      <List dense>
        {data.records.map((row) => (
          <ListItem key={row.id} sx={row.mine ? { bgcolor: 'action.selected' } : undefined}>
            <ListItemText
              primary={`${row.rank}. ${row.name}`}
              secondary={money(row.income, currency)}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
