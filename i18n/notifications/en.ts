import type { Widen } from '../catalogType';
import type { notificationsZh } from './zh';

export const notificationsEn = {
  bell: 'Notifications',
  bell_unread: 'Notifications, %{count} unread',
  title: 'Notifications',
  empty: 'No notifications',
  load_failed: 'The notifications could not be loaded',
  mark_all_read: 'Mark all as read',
  unread: 'Unread',
  event: {
    qcPass: 'Order %{orderNo} passed quality inspection',
    qcFail: 'Order %{orderNo} failed quality inspection',
    qcReturn: 'Order %{orderNo} was returned for rework',
    caseFlagAnswered:
      'Staff answered your incomplete-case flag on order %{orderNo}: the design clock runs again',
    qualificationPass: 'Your qualification for %{type} was approved',
    qualificationFail: 'Your qualification for %{type} was not approved: see why',
    contractConfirmed: 'Your paper contract was confirmed',
    contractSentBack: 'Your paper contract was sent back: see why',
    withdrawalPaid: 'Withdrawal %{withdrawalNo} (%{amount}) was paid',
    withdrawalRefused:
      'Withdrawal %{withdrawalNo} (%{amount}) was refused; the amount is back in your balance',
    billClosed: 'Your bill for %{month} is ready',
  },
} as const satisfies Widen<typeof notificationsZh>;
