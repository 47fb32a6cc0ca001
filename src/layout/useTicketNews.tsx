import { useEffect, useRef } from 'react';
import { Button } from '@mui/material';
import { useAuthProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalAuthProvider, PortalDataProvider } from '../../dataProvider/types';

/** SPEC §9: the ticket count is polled every 10 s and its notification lasts 10 s. */
export const TICKET_POLL_MS = 10_000;
export const TICKET_NEWS_MS = 10_000;

/**
 * Polls GET /api/os/ticket/refreshCount while the layout is shown (logged in), skipping ticks
 * while the tab is hidden, and announces new work-order messages once: the server's `times`
 * cursor is sent back, so a message already counted is not counted again.
 */
export function useTicketNews(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const notify = useNotify();
  const times = useRef<number>(undefined);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let busy = false;
    const tick = async () => {
      if (busy || document.hidden || !authProvider?.isLoggedIn()) return;
      busy = true;
      try {
        const answer = await dataProvider.refreshTicketCount(times.current);
        if (stopped) return;
        times.current = answer.times;
        if (answer.newsCount > 0) {
          notify('app.tickets.news', {
            type: 'warning',
            autoHideDuration: TICKET_NEWS_MS,
            messageArgs: { count: answer.newsCount },
            action: <ViewTicketsButton />,
          });
        }
      } catch {
        // A failed poll is retried on the next tick; a 401 ends the session by itself.
      } finally {
        busy = false;
      }
    };
    const onVisible = () => void tick();
    void tick();
    const timer = window.setInterval(onVisible, TICKET_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
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
