import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import { desktopPermission, useDesktopPrefs } from './desktopPrefs';
import { notificationLink } from './notificationLink';
import { useNotificationSentence } from './useNotificationSentence';

/**
 * Each new event of the feed as a desktop notification, while the portal is not in front (a
 * designer in exocad), when the browser allows it and the user wants that type. Clicking it
 * brings the portal forward on the event's page.
 */
export function useDesktopAlerts(feed: NotificationFeed | undefined) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const sentence = useNotificationSentence();
  const { wants } = useDesktopPrefs();
  const shown = useRef<NotificationFeed | undefined>(undefined);

  useEffect(() => {
    if (!feed || shown.current === feed) return;
    shown.current = feed;
    if (desktopPermission() !== 'granted' || document.visibilityState === 'visible') return;
    for (const event of feed.events.filter((item) => wants(item.type))) {
      const alert = new Notification(translate('app.notifications.desktop.app'), {
        body: sentence(event),
        tag: event.id,
      });
      alert.onclick = () => {
        window.focus();
        navigate(notificationLink(event));
        alert.close();
      };
    }
  }, [feed, translate, navigate, sentence, wants]);
}
