import type { AuthApi } from './authApi';
import { WeakPasswordError } from '../client/errors';
import { toIdentity } from './identity';
import { getStoredLanguage, storeLanguage } from '../client/language';
import { lockScreen } from './lockScreen';
import { readLoginAnswer } from './loginAnswer';
import { flattenButtons } from './permissions';
import type { SessionGuard } from './sessionGuard';
import { sessionStore } from './sessionStore';
import type { TokenRefresher } from './tokenRefresher';
import type { Language, LoginParams, PortalAuthProvider } from '../types';

export interface AuthProviderOptions {
  api: AuthApi;
  guard: SessionGuard;
  refresher: TokenRefresher;
  now: () => number;
  /** Where logout and a failed auth check lead (the route table's, handed in by the app). */
  loginPath: string;
  /** Where a signed-out visit leads (default loginPath): /404 for a path that is no route. */
  signedOutPath?: () => string;
}

export function createAuthProvider(options: AuthProviderOptions): PortalAuthProvider {
  const { api, guard, refresher, now, loginPath, signedOutPath = () => loginPath } = options;
  let pendingPermissions: Promise<Record<string, true>> | undefined;
  const isLoggedIn = () => sessionStore.getAccessToken() !== undefined;

  return {
    async login(params: LoginParams) {
      const answer = await requestToken(api, params, getStoredLanguage());
      try {
        sessionStore.start(readLoginAnswer(answer, accountOf(params)), now());
      } catch (error) {
        if (error instanceof WeakPasswordError) sessionStore.setLowPassword();
        throw error;
      }
      guard.reset();
    },

    captcha: () => api.captcha(),

    async logout() {
      const token = sessionStore.getAccessToken();
      if (token && !guard.isExpired()) {
        // A logout the user chose also drops their drafts; a session that ended under them
        // (no token left) keeps them for the same user's next login.
        sessionStore.clearDrafts();
        await api.logout(token).catch(() => undefined);
      }
      sessionStore.clear();
      return loginPath;
    },

    async checkAuth() {
      // The lock is not checked here: react-admin logs out on a failed check, and a locked
      // session must survive. Route guards send a locked session to /lock instead.
      if (!isLoggedIn()) return Promise.reject({ redirectTo: signedOutPath(), message: false });
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) return Promise.reject({ message: 'app.auth.session_expired' });
    },

    async getIdentity() {
      const info = sessionStore.getUserInfo();
      if (!info) throw new Error('app.auth.session_expired');
      return toIdentity(info);
    },

    async getPermissions() {
      if (!isLoggedIn()) return {};
      const cached = sessionStore.getPermissions();
      if (cached) return cached;
      pendingPermissions ??= api
        .menuButtons()
        .then((tree) => {
          const permissions = flattenButtons(tree);
          sessionStore.setPermissions(permissions);
          return permissions;
        })
        .finally(() => {
          pendingPermissions = undefined;
        });
      return pendingPermissions;
    },

    sendCode: (phone) => api.sendCode(phone),
    register: (params) => api.registerGuest(params, getStoredLanguage()),
    resetPassword: (params) => api.forgetPassword(params, getStoredLanguage()),
    lock: async (password) => lockScreen.lock(password),
    unlock: async (password) => lockScreen.unlock(password),
    isLocked: () => lockScreen.isLocked(),
    isLoggedIn,

    async changeLanguage(language: Language) {
      storeLanguage(language);
      if (!isLoggedIn()) return;
      const answer = await api.refreshLanguage(language);
      if (answer.access_token) sessionStore.renew(answer, now());
    },

    startSessionTimers: () => refresher.start(),
  };
}

function requestToken(api: AuthApi, params: LoginParams, language: Language) {
  switch (params.type) {
    case 'account':
      return api.accountToken(params.account, params.password, language, params.captcha);
    case 'phone':
      return api.phoneToken(params.phone, params.vfCode, params.ukey, language);
    case 'social':
      return api.socialToken(params.source, params.code, params.state, language);
  }
}

function accountOf(params: LoginParams): string {
  if (params.type === 'account') return params.account;
  return params.type === 'phone' ? params.phone : '';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
