import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import { useTicketNews } from './useDashboardData';
import { listPath } from '../../../src/routes/paths';

/** Unread replies to the designer's work orders, leading to the work-order list. */
export function TicketNewsCard() {
  const translate = useTranslate();
  const { data } = useTicketNews();
  const unread = data?.newsCount ?? 0;
  return (
    <DashboardCard
      titleKey="app.dashboard.cards.tickets"
      to={listPath('tickets')}
      testId="card-tickets"
    >
      {data && (
        <Typography data-testid="tickets-unread" color={unread > 0 ? 'warning.main' : undefined}>
          {unread > 0
            ? translate('app.dashboard.cards.tickets_unread', { smart_count: unread })
            : translate('app.dashboard.cards.tickets_none')}
        </Typography>
      )}
    </DashboardCard>
  );
}
