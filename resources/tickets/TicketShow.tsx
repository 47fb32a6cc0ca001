import { lazy, Suspense, useEffect } from 'react';
import { Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Show, useDataProvider, useRedirect, useShowContext, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { SafeHtml } from '../../src/components/SafeHtml';
import { PageFrame } from '../../src/components/PageFrame';
import { useFormatters } from '../../src/format/useFormatters';
import { AttachmentLinks } from './attachments/AttachmentList';
import { Conversation } from './Conversation';
import { StaffActions } from './StaffActions';
import { TicketBillLink } from './TicketBillLink';
import { ReadChip, TicketStatusChip } from './TicketStatusChip';
import { useNotifyFailure } from '../../src/notify/useNotifyError';
import { TICKETS_KEY } from './queries';

// The reply box holds the rich-text editor (tiptap): loaded with the page that needs it.
const ReplyBox = lazy(() => import('./ReplyBox'));

/** GET /{id}/detail with the conversation and the reply box; opening it marks it read. */
export function TicketShow() {
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  // A ticket that is missing or not the user's (404) will not appear on a retry: say the
  // server's words at once and go back to the list.
  const queryOptions = {
    retry: false,
    onError: (error: unknown) => {
      notifyFailure(error);
      redirect('list', 'tickets');
    },
  };
  return (
    <PageFrame titleKey="app.tickets.show.title">
      <Show actions={false} title="resources.tickets.name" queryOptions={queryOptions}>
        <TicketView />
      </Show>
    </PageFrame>
  );
}

function TicketView() {
  const translate = useTranslate();
  const { record } = useShowContext<Ticket>();
  const { dateTime } = useFormatters();
  useMarkRead(record);
  if (!record) return null;
  return (
    <Card variant="outlined" data-testid="ticket-show">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
          <Typography variant="h6" component="h2" data-testid="ticket-subject">
            {record.subject}
          </Typography>
          <TicketStatusChip status={record.status} />
          <ReadChip read={record.readStatus === '1'} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {record.userName} ({record.account}) · {dateTime(record.createTime)}
        </Typography>
        <TicketBillLink ticket={record} />
        <SafeHtml html={record.content} sx={{ mt: 1 }} data-testid="ticket-content" />
        <AttachmentLinks list={record.attachList} />
        <StaffActions ticket={record} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1">{translate('app.tickets.show.conversation')}</Typography>
        <Conversation ticketId={record.id} />
        {record.status === '3' ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.tickets.show.closed_hint')}
          </Typography>
        ) : (
          <Suspense
            fallback={<CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
          >
            <ReplyBox key={record.id} ticketId={record.id} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** POST /{id}/read once for an unread ticket, then the list and detail show it read. */
function useMarkRead(record: Ticket | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const unreadId = record?.readStatus === '0' ? record.id : undefined;
  useEffect(() => {
    if (!unreadId) return;
    dataProvider.markTicketRead(unreadId).then(
      () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
      () => undefined,
    );
  }, [unreadId, dataProvider, queryClient]);
}
