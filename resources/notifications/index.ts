/**
 * Notifications (issue 25): the bell of the app bar with its list of events, and the feed's one
 * poll (which the work-order alert reads too); the route table hands them to the layout.
 */
export { NotificationBell } from './NotificationBell';
export { FeedPoller, useFeed } from './useNotificationFeed';
export { useForgetThreadUnread, useThreadUnread } from './threadUnread';
