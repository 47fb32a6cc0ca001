import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useAuthProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalAuthProvider, PortalDataProvider } from '../../dataProvider/types';
import { startTicketPoller } from './ticketPoller';

/** SPEC §9: the ticket count is polled every 10 s and its notification lasts 10 s. */
export const TICKET_POLL_MS = 10_000;
export const TICKET_NEWS_MS = 10_000;

/**
 * Polls GET /api/os/ticket/refreshCount while the layout is shown (logged in and unlocked),
 * pausing while the tab is hidden, and announces new work-order messages once.
 */
export function useTicketNews(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const notify = useNotify();

  useEffect(() => {
    if (!enabled) return;
    const poller = startTicketPoller({
      refresh: (times) => dataProvider.refreshTicketCount(times),
      canPoll: () => !document.hidden && (authProvider?.isLoggedIn() ?? false),
      announce: (count) =>
        notify('app.tickets.news', {
          type: 'warning',
          autoHideDuration: TICKET_NEWS_MS,
          messageArgs: { count },
          action: <ViewTicketsButton />,
        }),
      intervalMs: TICKET_POLL_MS,
    });
    document.addEventListener('visibilitychange', poller.tick);
    return () => {
      poller.stop();
      document.removeEventListener('visibilitychange', poller.tick);
    };
  }, [enabled, dataProvider, authProvider, notify]);
}

function ViewTicketsButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button color="inherit" size="small" onClick={() => navigate('/tickets')}>
      {translate('app.tickets.news_view')}
    </Button>
  );
}
