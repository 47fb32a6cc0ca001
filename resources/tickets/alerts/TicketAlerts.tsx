import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useAuthProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../../../src/components/usePermission';
import type { PortalAuthProvider, PortalDataProvider } from '../../../dataProvider/types';
import { startTicketPoller } from './ticketPoller';
import { listPath } from '../../../src/routes/paths';
import { TICKETS_KEY } from '../queries';

/** SPEC §9: the ticket count is polled every 10 s and its notification lasts 10 s. */
const TICKET_POLL_MS = 10_000;
const TICKET_NEWS_MS = 10_000;

/** Mounted by the layout (handed in by the route table): runs the ticket alerts below. */
export function TicketAlerts({ enabled }: { enabled: boolean }) {
  useTicketAlerts(enabled);
  return null;
}

/**
 * Polls GET /api/os/ticket/refreshCount while the layout is shown (logged in and unlocked),
 * pausing while the tab is hidden, and announces new work-order messages once.
 */
function useTicketAlerts(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const poller = startTicketPoller({
      refresh: (times) => dataProvider.refreshTicketCount(times),
      canPoll: () => !document.hidden && (authProvider?.isLoggedIn() ?? false),
      announce: (count) => {
        // react-admin's list queries start with the resource: an open ticket list refetches.
        void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
        notify('app.tickets.news', {
          type: 'warning',
          autoHideDuration: TICKET_NEWS_MS,
          messageArgs: { count },
          action: <ViewTicketsButton />,
        });
      },
      intervalMs: TICKET_POLL_MS,
    });
    document.addEventListener('visibilitychange', poller.tick);
    return () => {
      poller.stop();
      document.removeEventListener('visibilitychange', poller.tick);
    };
  }, [enabled, dataProvider, authProvider, notify, queryClient]);
}

function ViewTicketsButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const allowed = usePermission('ticket_view');
  if (!allowed) return null;
  return (
    <Button color="inherit" size="small" onClick={() => navigate(listPath('tickets'))}>
      {translate('app.tickets.news_view')}
    </Button>
  );
}
