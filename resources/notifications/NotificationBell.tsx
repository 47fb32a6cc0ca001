import { useState } from 'react';
import { Badge, Box, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { BarIconButton } from '../../src/components/BarIconButton';
import { NotificationList } from './NotificationList';
import { useFeed } from './useNotificationFeed';

const MAX_SHOWN = 99;
const BOX_SX = { display: 'inline-flex' } as const;

/** The app bar's bell: the unread count from the feed, and the list of events under it. */
export function NotificationBell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const data = useFeed();
  const unread = data?.unread ?? 0;
  // The name holds the badge's text as a word of its own (axe: label-content-name-mismatch).
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label =
    unread > 0
      ? translate('app.notifications.bell_unread', { count: shown })
      : translate('app.notifications.bell');
  const close = () => setAnchor(null);
  return (
    <>
      <BarIconButton
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        testId="notifications"
      >
        {/* No badge when nothing is unread: an invisible one keeps its last number as text. */}
        <Box component="span" data-testid="notifications-unread" data-count={unread} sx={BOX_SX}>
          {unread > 0 ? (
            <Badge
              badgeContent={shown}
              color="error"
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </Box>
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
