import type { ResourceProps } from 'react-admin';
import type { Deduction, DesignTask } from '../../../dataProvider/wireTypes';
import type { Ticket } from '../../../dataProvider/ticketWireTypes';
import { lazyView } from './lazyPage';

type ResourceViews = Omit<ResourceProps, 'name'>;

/*
 * The resources' views (those of resources/<name>/index.ts) as chunks of their own, so that
 * the entry does not carry them; the record representations stay here, needed before any view.
 */
export const RESOURCES = {
  tasks: {
    list: lazyView(() => import('../../../resources/tasks/TaskList').then((m) => m.TaskList)),
    show: lazyView(() => import('../../../resources/tasks/TaskShow').then((m) => m.TaskShow)),
    recordRepresentation: (record: DesignTask) => record.orderNo,
  },
  deductions: {
    list: lazyView(() =>
      import('../../../resources/deductions/DeductionList').then((m) => m.DeductionList),
    ),
    recordRepresentation: (record: Deduction) => record.reason,
  },
  tickets: {
    list: lazyView(() => import('../../../resources/tickets/TicketList').then((m) => m.TicketList)),
    show: lazyView(() => import('../../../resources/tickets/TicketShow').then((m) => m.TicketShow)),
    recordRepresentation: (ticket: Ticket) => ticket.subject,
  },
} satisfies Record<string, ResourceViews>;
