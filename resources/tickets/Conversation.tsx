import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';
import { SafeHtml } from '../../src/components/SafeHtml';
import { useFormatters } from '../../src/format/useFormatters';
import { useNotifyError } from '../../src/notify/useNotifyError';
import { AttachmentLinks } from './attachments/AttachmentList';
import { ticketsQueries } from './queries';

/** GET /{id}/replys: the thread, oldest first; customer service on the left. */
export function Conversation({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, error, isPending } = useQuery({
    ...ticketsQueries.replies(dataProvider, ticketId),
  });
  useNotifyError(error);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} size={24} />;
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary">{translate('app.tickets.show.no_replies')}</Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="ticket-replies">
      {data.map((reply) => (
        <Box
          key={reply.id}
          sx={{ display: 'flex', justifyContent: reply.fromStaff ? 'flex-start' : 'flex-end' }}
        >
          <Paper variant="outlined" sx={{ p: 1, maxWidth: '85%' }} data-testid="ticket-reply">
            <Typography variant="caption" color="text.secondary">
              {reply.fromStaff ? translate('app.tickets.show.staff') : ''} {reply.userName} ·{' '}
              {dateTime(reply.createTime)}
            </Typography>
            <SafeHtml html={reply.content} />
            <AttachmentLinks list={reply.attachList} />
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
