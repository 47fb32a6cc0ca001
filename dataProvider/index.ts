/** Dispatched on window once per session when it expires (src/app/portal.ts wires it). */
export const SESSION_EXPIRED_EVENT = 'portal:session-expired';

export { config } from './client/config';
export { createPortal } from './createPortal';
export { getStoredLanguage, storeLanguage } from './client/language';
export { storageKeys } from './client/storageKeys';
export { WeakPasswordError, UnboundSocialAccountError } from './client/errors';
export type { HttpClient, RequestOptions } from './client/httpClient';
export type * from './types';
export type * from './wireTypes';
export type * from './ticketWireTypes';
export type { TicketsApi } from './api/tickets';
