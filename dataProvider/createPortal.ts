import { createAuthApi } from './auth/authApi';
import { createAuthProvider } from './auth/authProvider';
import type { PortalConfig } from './client/config';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './client/httpClient';
import type { HttpClient } from './client/httpClient';
import { getStoredLanguage } from './client/language';
import { createSessionGuard } from './auth/sessionGuard';
import { sessionStore } from './auth/sessionStore';
import { createTokenRefresher } from './auth/tokenRefresher';
import type { PortalAuthProvider, PortalDataProvider } from './types';

export interface PortalOptions {
  config: PortalConfig;
  /** Defaults to the global fetch; unit tests pass a fake. */
  fetch?: typeof fetch;
  /** Defaults to Date.now. */
  now?: () => number;
  /** Runs once per session when it expires (a 401, a refused refresh), after it was cleared. */
  onSessionExpired?: () => void;
  /** The login route: the app passes the route table's (dataProvider imports no route). */
  loginPath: string;
  signedOutPath?: () => string;
}

export interface Portal {
  httpClient: HttpClient;
  authProvider: PortalAuthProvider;
  dataProvider: PortalDataProvider;
}

/** Wires the HTTP client, the token refresher, the auth provider and the data provider together. */
export function createPortal(options: PortalOptions): Portal {
  const { config, now = Date.now } = options;
  const apiUrl = config.apiBaseUrl;
  const guard = createSessionGuard(() => {
    sessionStore.clear();
    options.onSessionExpired?.();
  });
  const refresher = createTokenRefresher({
    tokenTimeSeconds: config.tokenTimeSeconds,
    now,
    guard,
    requestRefresh: (refreshToken) => api.refreshToken(refreshToken, getStoredLanguage()),
  });
  const httpClient = createHttpClient({
    config,
    fetch: options.fetch,
    getToken: sessionStore.getAccessToken,
    getLanguage: getStoredLanguage,
    guard,
    beforeAuthenticatedCall: refresher.ensureFresh,
    renewSession: refresher.renewAfterRejection,
  });
  const api = createAuthApi({
    apiUrl,
    httpClient,
    tenantId: config.tenantId,
    passwordEncoding: config.passwordEncoding,
  });
  return {
    httpClient,
    authProvider: createAuthProvider({
      api,
      guard,
      refresher,
      now,
      loginPath: options.loginPath,
      signedOutPath: options.signedOutPath,
    }),
    dataProvider: createDataProvider({
      apiUrl,
      httpClient,
      passwordEncoding: config.passwordEncoding,
    }),
  };
}
