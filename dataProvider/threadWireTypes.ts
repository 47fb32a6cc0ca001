import type { components } from './generated/openapi';

/** Wire shapes of an order's thread, generated from docs/api/openapi.yaml ("Order thread"). */
type Schemas = components['schemas'];

/** One entry: a message (text, canned answer, attachments, pin) or an event of the order. */
export type ThreadEntry = Schemas['ThreadEntry'];
export type NewThreadMessage = Schemas['NewThreadMessage'];
/** The caller's unread entries per order id, for orders with any (the feed's `threads`). */
export type ThreadUnread = Schemas['ThreadUnread'];
