import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TICKET_STATUS_NAMES } from '../../src/domain/tickets';
import type { TicketStatus } from '../../src/domain/tickets';

const COLORS: Record<TicketStatus, ChipProps['color']> = {
  '0': 'warning',
  '1': 'info',
  '2': 'success',
  '3': 'default',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={translate(`app.tickets.status.${TICKET_STATUS_NAMES[status]}`)}
      data-testid="ticket-status"
    />
  );
}

export function ReadChip({ read }: { read: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={read ? 'outlined' : 'filled'}
      color={read ? 'default' : 'error'}
      label={translate(read ? 'app.tickets.read.read' : 'app.tickets.read.unread')}
      data-testid="ticket-read"
    />
  );
}
