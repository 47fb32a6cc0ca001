/**
 * What the notification centre tells a user (docs/CONTRACT.md, "Notifications"): one code per
 * kind of event, shared by the fake API that emits them and the portal that words them, and the
 * kind of page each one leads to. Pure: no React, no I/O.
 */
export const NOTIFICATION_TYPES = [
  'qcPass',
  'qcFail',
  'qcReturn',
  'caseFlagAnswered',
  'threadAnswer',
  'qualificationPass',
  'qualificationFail',
  'contractConfirmed',
  'contractSentBack',
  'withdrawalPaid',
  'withdrawalRefused',
  'billClosed',
  'newPoolOrder',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The page an event leads to: its order, the grab pool, or the designer's own money or onboarding page. */
export type NotificationTarget =
  'order' | 'pool' | 'withdrawal' | 'qualification' | 'contract' | 'bill';

const TARGETS: Record<NotificationType, NotificationTarget> = {
  qcPass: 'order',
  qcFail: 'order',
  qcReturn: 'order',
  caseFlagAnswered: 'order',
  threadAnswer: 'order',
  qualificationPass: 'qualification',
  qualificationFail: 'qualification',
  contractConfirmed: 'contract',
  contractSentBack: 'contract',
  withdrawalPaid: 'withdrawal',
  withdrawalRefused: 'withdrawal',
  billClosed: 'bill',
  newPoolOrder: 'pool',
};

export function notificationTarget(type: NotificationType): NotificationTarget {
  return TARGETS[type];
}

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
