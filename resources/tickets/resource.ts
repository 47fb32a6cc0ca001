import ForumIcon from '@mui/icons-material/Forum';
import type { ResourceProps } from 'react-admin';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { lazyView } from '../../src/components/lazy/lazyView';

/** Work orders: designers see their own, customer service every one (same resource). */
const tickets: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./TicketList').then((m) => m.TicketList)),
  show: lazyView(() => import('./TicketShow').then((m) => m.TicketShow)),
  icon: ForumIcon,
  recordRepresentation: (ticket: Ticket) => ticket.subject,
};

export default tickets;
