import { config } from './client/config';
import { createPortal } from './createPortal';

/** Dispatched on window once per session when it expires. */
export const SESSION_EXPIRED_EVENT = 'portal:session-expired';

/** The app's singletons, built from the one configuration module. */
export const { httpClient, authProvider, dataProvider } = createPortal({
  config,
  // The session is already cleared; the layout listens to this event to go to /login when the
  // expiry came from a background call (the refresh ticker) rather than from a react-admin query.
  onSessionExpired: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
});

export { getStoredLanguage, storeLanguage } from './client/language';
export { storageKeys } from './client/storageKeys';
export { WeakPasswordError, UnboundSocialAccountError } from './client/errors';
export type { HttpClient, RequestOptions } from './client/httpClient';
export type * from './types';
export type * from './wireTypes';
export type * from './ticketWireTypes';
export type { TicketsApi } from './api/tickets';
