import { Alert } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useGetList,
  useTranslate,
} from 'react-admin';
import { NumberValueField } from '../../src/components/NumberValueField';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { PageFrame } from '../../src/components/PageFrame';
import { PhoneOrTable } from '../../src/components/PhoneOrTable';
import { useFormatters } from '../../src/format/useFormatters';
import { TICKET_STATUSES, TICKET_STATUS_NAMES } from '../../src/domain/tickets';
import { ReadChip, TicketStatusChip } from './TicketStatusChip';
import { useIsTicketStaff } from './useTicketRole';

const statusChoices = TICKET_STATUSES.map((status) => ({
  id: status,
  name: `app.tickets.status.${TICKET_STATUS_NAMES[status]}`,
}));
const readChoices = [
  { id: '0', name: 'app.tickets.read.unread' },
  { id: '1', name: 'app.tickets.read.read' },
];

/** GET /api/os/ticket/myList: a designer's own work orders; every one for customer service. */
export function TicketList() {
  const staff = useIsTicketStaff();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const filters = [
    <SearchInput
      key="subject"
      source="subject"
      alwaysOn
      placeholder={translate('app.tickets.list.search')}
    />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="readStatus" source="readStatus" choices={readChoices} alwaysOn />,
  ];
  return (
    <PageFrame titleKey="app.tickets.list.title">
      <List
        filters={filters}
        sort={{ field: 'updateTime', order: 'DESC' }}
        exporter={false}
        actions={false}
        title="resources.tickets.name"
      >
        <UnreadWaiting />
        <PhoneOrTable
          phone={
            <SimpleList
              rowClick="show"
              primaryText={(ticket: Ticket) => ticket.subject}
              secondaryText={(ticket: Ticket) => <TicketStatusChip status={ticket.status} />}
              tertiaryText={(ticket: Ticket) => dateTime(ticket.updateTime)}
              rowSx={(ticket: Ticket) => ({ fontWeight: ticket.readStatus === '0' ? 700 : 400 })}
              data-testid="ticket-list"
            />
          }
        >
          <DataTable rowClick="show" bulkActionButtons={false} data-testid="ticket-list">
            <DataTable.Col
              source="subject"
              disableSort
              render={(ticket: Ticket) => (
                <span style={{ fontWeight: ticket.readStatus === '0' ? 700 : 400 }}>
                  {ticket.subject}
                </span>
              )}
            />
            <DataTable.Col
              source="status"
              disableSort
              render={(ticket: Ticket) => <TicketStatusChip status={ticket.status} />}
            />
            <DataTable.Col
              source="readStatus"
              disableSort
              render={(ticket: Ticket) => <ReadChip read={ticket.readStatus === '1'} />}
            />
            {staff && <DataTable.Col source="account" disableSort field={TextField} />}
            <DataTable.Col source="replyCount" disableSort align="right">
              <NumberValueField source="replyCount" />
            </DataTable.Col>
            <DataTable.Col
              source="updateTime"
              disableSort
              render={(ticket: Ticket) => dateTime(ticket.updateTime)}
            />
          </DataTable>
        </PhoneOrTable>
      </List>
    </PageFrame>
  );
}

/** How many work orders wait unread for this user (a new ticket or reply). */
function UnreadWaiting() {
  const translate = useTranslate();
  const { total } = useGetList<Ticket>('tickets', {
    pagination: { page: 1, perPage: 1 },
    filter: { readStatus: '0' },
  });
  if (!total) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }} data-testid="ticket-unread-count">
      {translate('app.tickets.list.unread_waiting', { count: total })}
    </Alert>
  );
}
