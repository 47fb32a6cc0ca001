import { useStore } from 'react-admin';
import type { NotificationType } from '../../src/domain/notifications';

/** The event types a user turned off for desktop alerts (all on until turned off). */
export type DesktopPrefs = Partial<Record<NotificationType, boolean>>;

const DESKTOP_PREFS_KEY = 'notifications.desktop';

/** The user's choice per event type, kept in react-admin's store (this browser). */
export function useDesktopPrefs() {
  const [prefs, setPrefs] = useStore<DesktopPrefs>(DESKTOP_PREFS_KEY, {});
  return {
    wants: (type: NotificationType) => prefs[type] !== false,
    setWanted: (type: NotificationType, wanted: boolean) => setPrefs({ ...prefs, [type]: wanted }),
  };
}

/** What the browser allows: 'unsupported' where it has no Notification API. */
export type DesktopPermission = NotificationPermission | 'unsupported';

export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
