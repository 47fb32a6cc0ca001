import { Router, type Request } from 'express';
import type { NotificationFeed } from '../../../../dataProvider/notificationWireTypes';
import type { FakeApiContext } from '../../../context';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import { param } from '../../../http/params';
import { sessionOf } from '../../../middleware/tokenAuth';
import {
  notificationsAfter,
  notificationsOf,
  releaseDueNotifications,
} from '../../../notifications/events';
import { ticketNews } from '../../../tickets/ticketNews';
import { threadUnread } from '../../../orders/thread';

const MESSAGE_NOT_FOUND = '消息不存在';
/** A client far behind gets the newest of what it missed; the page holds the rest. */
const FEED_LIMIT = 50;

/**
 * /api/os/message: the caller's own notifications (docs/CONTRACT.md, "Notifications"). Every
 * signed-in role reads only its own events; another user's event answers as one that does not exist.
 */
export function messageRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  // Alerts spread over the fair window join the log once due: every read sees them then.
  router.use((_req, _res, next) => {
    releaseDueNotifications(context);
    next();
  });

  router.get('/feed', (req, res) => {
    const { user } = sessionOf(res);
    const own = notificationsOf(state(), user.id);
    const times = Number(param(req, 'ticketTimes'));
    const feed: NotificationFeed = {
      unread: own.filter((event) => !event.read).length,
      lastId: own.at(-1)?.id ?? '',
      events: notificationsAfter(state(), user.id, cursorOf(req)).slice(-FEED_LIMIT),
      tickets: ticketNews(state(), user, Number.isFinite(times) ? times : 0),
      threads: threadUnread(state(), user),
    };
    sendOk(res, feed);
  });

  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    sendOk(res, bladePage(notificationsOf(state(), user.id).reverse(), req));
  });

  // Reading twice is harmless: the event stays read.
  router.post('/:id/read', (req, res) => {
    const { user } = sessionOf(res);
    const event = notificationsOf(state(), user.id).find((e) => e.id === req.params.id);
    if (!event) return sendFailure(res, 400, MESSAGE_NOT_FOUND);
    event.read = true;
    sendOk(res, event);
  });

  router.post('/readAll', (_req, res) => {
    const { user } = sessionOf(res);
    const unread = notificationsOf(state(), user.id).filter((event) => !event.read);
    for (const event of unread) event.read = true;
    sendOk(res, { read: unread.length });
  });

  return router;
}

/** `after` as sent: "" is the cursor of an empty log (everything since), absent is no cursor. */
function cursorOf(req: Request): string | undefined {
  return typeof req.query.after === 'string' ? req.query.after : undefined;
}
