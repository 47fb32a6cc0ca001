import type { components } from './generated/openapi';

/** Wire shapes of the notification centre, generated from docs/api/openapi.yaml. */
type Schemas = components['schemas'];

/** One event of the caller's log: a code and its parameters, never a sentence. */
export type NotificationEvent = Schemas['NotificationEvent'];
/** GET /api/os/message/feed: unread count, events after the cursor, ticket and thread news. */
export type NotificationFeed = Schemas['NotificationFeed'];
