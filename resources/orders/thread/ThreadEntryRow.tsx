import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslate } from 'react-admin';
import type { ThreadEntry } from '../../../dataProvider/threadWireTypes';
import type { ThreadPinLink } from '../../../src/domain/orderThread';
import { SafeHtml } from '../../../src/components/SafeHtml';
import { useFormatters } from '../../../src/format/useFormatters';
import { AttachmentLinks } from '../../tickets';

/** One entry of the thread: an event of the order as a line, a message as a bubble. */
export function ThreadEntryRow({ entry }: { entry: ThreadEntry }) {
  const translate = useTranslate();
  const { zonedDateTime } = useFormatters();
  // The detail shows the deadline on the server's clock (GMT+8): this time names its own zone.
  const when = zonedDateTime(entry.createTime);
  if (entry.kind === 'event' && entry.event) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center' }}
        data-testid="thread-event"
        data-event={entry.event}
        data-unread={entry.unread}
      >
        {`${translate(`app.orders.thread.events.${entry.event}`, { name: entry.authorName })} · ${when}`}
        {entry.unread && <NewMark />}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: entry.fromStaff ? 'flex-start' : 'flex-end' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1, maxWidth: '85%' }}
        data-testid="thread-message"
        data-unread={entry.unread}
      >
        <Typography variant="caption" color="text.secondary">
          {entry.fromStaff ? `${translate('app.orders.thread.staff')} ` : ''}
          {`${entry.authorName} · ${when}`}
          {entry.unread && <NewMark />}
        </Typography>
        {entry.canned && (
          <Typography variant="body2" data-testid="thread-canned">
            {translate(`app.orders.thread.answers.${entry.canned}`)}
          </Typography>
        )}
        {entry.content && <SafeHtml html={entry.content} data-testid="thread-content" />}
        <AttachmentLinks list={entry.attachList} />
        {entry.pin && <PinLink pin={entry.pin} />}
      </Paper>
    </Box>
  );
}

function NewMark() {
  const translate = useTranslate();
  return (
    <Chip size="small" color="error" label={translate('app.orders.thread.new')} sx={{ ml: 1 }} />
  );
}

/** The QC section holds the pins of the inspection; the flag panel the flagged points. */
const PIN_SECTIONS = { qc: 'qc-result', flag: 'case-flag' } as const;

function PinLink({ pin }: { pin: ThreadPinLink }) {
  const translate = useTranslate();
  const label = translate(`app.orders.thread.pin_${pin.kind}`, { n: pin.index + 1 });
  const show = () =>
    document
      .querySelector(`[data-testid="${PIN_SECTIONS[pin.kind]}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Stack direction="row" sx={{ mt: 0.5 }}>
      <Button
        size="small"
        startIcon={<PlaceOutlinedIcon />}
        onClick={show}
        data-testid="thread-pin"
      >
        {label}
      </Button>
    </Stack>
  );
}
