import { useState } from 'react';
import { Badge, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { BarIconButton } from '../../src/layout/tools/BarIconButton';
import { NotificationList } from './NotificationList';
import { useNotificationFeed } from './useNotificationFeed';

/** The app bar's bell: the unread count from the feed, and the list of events under it. */
export function NotificationBell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotificationFeed();
  const unread = data?.unread ?? 0;
  const label =
    unread > 0
      ? translate('app.notifications.bell_unread', { count: unread })
      : translate('app.notifications.bell');
  const close = () => setAnchor(null);
  return (
    <>
      <BarIconButton
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        testId="notifications"
      >
        <Badge
          badgeContent={unread}
          color="error"
          max={99}
          data-testid="notifications-unread"
          data-count={unread}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsIcon />
        </Badge>
      </BarIconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {anchor && <NotificationList onOpen={close} />}
      </Popover>
    </>
  );
}
