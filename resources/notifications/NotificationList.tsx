import {
  Box,
  Button,
  CircularProgress,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import type { PortalDataProvider } from '../../dataProvider/types';
import { useFormatters } from '../../src/format/useFormatters';
import { DesktopAlertsSettings } from './DesktopAlertsSettings';
import { notificationLink } from './notificationLink';
import { NOTIFICATIONS_KEY, notificationsQueries } from './queries';
import { useNotificationSentence } from './useNotificationSentence';

/** The newest events, unread in bold; opening one marks it read and follows its link. */
export function NotificationList({ onOpen }: { onOpen: () => void }) {
  const api = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, dataUpdatedAt } = useQuery(notificationsQueries.list(api));
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const readOne = useMutation({
    mutationFn: (id: string) => api.readNotification(id),
    onSettled: refresh,
  });
  const readAll = useMutation({ mutationFn: () => api.readAllNotifications(), onSettled: refresh });
  const events = data?.records ?? [];
  const open = (event: NotificationEvent) => {
    if (!event.read) readOne.mutate(event.id);
    onOpen();
  };
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 400 } }} data-testid="notification-list">
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: 2, py: 1 }}
      >
        <Typography variant="subtitle1" component="h2">
          {translate('app.notifications.title')}
        </Typography>
        <Button
          size="small"
          onClick={() => readAll.mutate()}
          disabled={readAll.isPending || !events.some((event) => !event.read)}
        >
          {translate('app.notifications.mark_all_read')}
        </Button>
      </Stack>
      <Divider />
      {isPending ? (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      ) : isError || events.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate(isError ? 'app.notifications.load_failed' : 'app.notifications.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {events.map((event) => (
            <NotificationItem
              key={event.id}
              event={event}
              now={dataUpdatedAt}
              onOpen={() => open(event)}
            />
          ))}
        </List>
      )}
      <Divider />
      <DesktopAlertsSettings />
    </Box>
  );
}

interface ItemProps {
  event: NotificationEvent;
  /** When the list was read: times are said relative to it. */
  now: number;
  onOpen: () => void;
}

function NotificationItem({ event, now, onOpen }: ItemProps) {
  const translate = useTranslate();
  const sentence = useNotificationSentence();
  const { relativeTime } = useFormatters();
  const time = relativeTime(event.createTime, now);
  return (
    <ListItemButton
      component={Link}
      to={notificationLink(event)}
      onClick={onOpen}
      data-testid="notification-item"
      data-read={event.read}
      divider
    >
      <ListItemText
        primary={sentence(event)}
        secondary={event.read ? time : `${translate('app.notifications.unread')} · ${time}`}
        slotProps={{ primary: { fontWeight: event.read ? 'normal' : 'bold' } }}
      />
    </ListItemButton>
  );
}
