import { useEffect, useRef } from 'react';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../../../src/session/usePermission';
import { listPath } from '../../../src/routes/paths';
import { useFeed } from '../../notifications';
import { TICKETS_KEY } from '../queries';

/** SPEC §8: the notification of new work-order messages lasts 10 s. */
const TICKET_NEWS_MS = 10_000;

/**
 * Mounted by the layout (handed in by the route table): announces new work-order messages once,
 * as the notification feed's poll (every 10 s, also in a background tab) brings them.
 */
export function TicketAlerts({ enabled }: { enabled: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const data = useFeed();
  const announced = useRef<unknown>(undefined);

  useEffect(() => {
    // One answer is announced once, however often the layout renders.
    if (!enabled || !data || announced.current === data) return;
    announced.current = data;
    const count = data.tickets.newsCount;
    if (count <= 0) return;
    // react-admin's list queries start with the resource: an open ticket list refetches.
    void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    notify('app.tickets.news', {
      type: 'warning',
      autoHideDuration: TICKET_NEWS_MS,
      messageArgs: { count },
      action: <ViewTicketsButton />,
    });
  }, [enabled, data, notify, queryClient]);
  return null;
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
