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
  desktop: {
    app: 'Dental design portal',
    heading: 'Desktop alerts',
    why: 'Get an alert on your desktop when an order is returned, passed or answered, or a new order you can grab appears, even while you work in exocad or 3Shape.',
    turn_on: 'Turn on desktop alerts',
    blocked: 'Desktop alerts are blocked in this browser’s settings.',
    unsupported: 'This browser cannot show desktop alerts.',
    types_label: 'Alert me for',
    types: {
      qcPass: 'An order passed QC',
      qcFail: 'An order failed QC',
      qcReturn: 'An order was returned for rework',
      caseFlagAnswered: 'An incomplete-case flag was answered',
      threadAnswer: 'A new answer in an order’s conversation',
      qualificationPass: 'A qualification was approved',
      qualificationFail: 'A qualification was not approved',
      contractConfirmed: 'The paper contract was confirmed',
      contractSentBack: 'The paper contract was sent back',
      withdrawalPaid: 'A withdrawal was paid',
      withdrawalRefused: 'A withdrawal was refused',
      billClosed: 'A monthly bill is ready',
      newPoolOrder: 'A new order I can grab',
    },
  },
  event: {
    qcPass: 'Order %{orderNo} passed quality inspection',
    qcFail: 'Order %{orderNo} failed quality inspection',
    qcReturn: 'Order %{orderNo} was returned for rework',
    caseFlagAnswered:
      'Staff answered your incomplete-case flag on order %{orderNo}: the design clock runs again',
    threadAnswer: 'New answer in the conversation on order %{orderNo}',
    qualificationPass: 'Your qualification for %{type} was approved',
    qualificationFail: 'Your qualification for %{type} was not approved: see why',
    contractConfirmed: 'Your paper contract was confirmed',
    contractSentBack: 'Your paper contract was sent back: see why',
    withdrawalPaid: 'Withdrawal %{withdrawalNo} (%{amount}) was paid',
    withdrawalRefused:
      'Withdrawal %{withdrawalNo} (%{amount}) was refused; the amount is back in your balance',
    billClosed: 'Your bill for %{month} is ready',
    newPoolOrder: 'New order %{orderNo} (%{type}) in the grab pool',
  },
} as const satisfies Widen<typeof notificationsZh>;
