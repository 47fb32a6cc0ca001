import ForumIcon from '@mui/icons-material/Forum';
import type { ResourceProps } from 'react-admin';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { TicketList } from './TicketList';
import { TicketShow } from './TicketShow';

/** Work orders: designers see their own, customer service every one (same resource). */
const tickets: Omit<ResourceProps, 'name'> = {
  list: TicketList,
  show: TicketShow,
  icon: ForumIcon,
  recordRepresentation: (ticket: Ticket) => ticket.subject,
};

export default tickets;
