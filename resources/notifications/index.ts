/**
 * Notifications (issue 25): the bell of the app bar with its list of events; the route table
 * hands it to the layout.
 */
export { NotificationBell } from './NotificationBell';
