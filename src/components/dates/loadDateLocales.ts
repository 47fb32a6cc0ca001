/**
 * The pickers' adapter, locales and formats: one chunk, read by DateLocalization and preloaded by
 * the sign-in. A module of its own, so that the login route's preload does not pull the pickers in.
 */
export const loadDateLocales = () => import('./dateLocales');
