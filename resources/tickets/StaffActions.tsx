import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { TICKET_STATUS_NAMES, nextStatuses } from '../../src/domain/tickets';
import type { TicketStatus } from '../../src/domain/tickets';
import { useIsTicketStaff } from './useTicketRole';
import { useNotifyFailure } from '../../src/notify/useNotifyError';
import { TICKETS_KEY } from './queries';
import { firstClickOnly } from '../../src/forms/firstClickOnly';

/** Customer service moves a ticket along the state machine (POST /{id}/status). */
export function StaffActions({ ticket }: { ticket: Ticket }) {
  const staff = useIsTicketStaff();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const move = useMutation<unknown, unknown, TicketStatus>({
    mutationFn: (status) => dataProvider.moveTicket(ticket.id, status),
    onSuccess: () => {
      notify('app.tickets.show.moved', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
    onError: (error) => notifyFailure(error),
  });
  if (!staff) return null;

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }} data-testid="staff-actions">
      {nextStatuses(ticket.status).map((status) => (
        <Button
          key={status}
          size="small"
          variant="outlined"
          disabled={move.isPending}
          onClick={firstClickOnly(() => move.mutate(status))}
        >
          {translate('app.tickets.show.move_to', {
            status: translate(`app.tickets.status.${TICKET_STATUS_NAMES[status]}`),
          })}
        </Button>
      ))}
    </Stack>
  );
}
