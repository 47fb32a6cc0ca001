import { cookies } from '../client/cookies';
import { storageKeys } from '../client/storageKeys';
import type { TokenResponse } from '../wireTypes';

/** The logged-in session as Saber keeps it: tokens in cookies, the rest in web storage. */
export const sessionStore = {
  getAccessToken: (): string | undefined => cookies.get(storageKeys.accessToken) || undefined,
  getRefreshToken: (): string | undefined => cookies.get(storageKeys.refreshToken) || undefined,
  /** Milliseconds since the epoch when the current access token was issued. */
  getTokenTime: (): number | undefined => readNumber(storageKeys.tokenTime),
  getExpiresIn: (): number | undefined => readNumber(storageKeys.expiresIn),
  getUserInfo: (): TokenResponse | undefined => readJson<TokenResponse>(storageKeys.userInfo),
  getPermissions: () => readJson<Record<string, true>>(storageKeys.permission),
  setPermissions(permissions: Record<string, true>): void {
    localStorage.setItem(storageKeys.permission, JSON.stringify(permissions));
  },
  /** A new avatar (personal centre): the app bar reads it from the stored login answer. */
  setAvatar(avatar: string): void {
    const info = sessionStore.getUserInfo();
    if (info) localStorage.setItem(storageKeys.userInfo, JSON.stringify({ ...info, avatar }));
  },
  /** A saved nick name (personal centre): the app bar shows it at once. */
  setNickName(nickName: string): void {
    const info = sessionStore.getUserInfo();
    if (info) {
      localStorage.setItem(storageKeys.userInfo, JSON.stringify({ ...info, nick_name: nickName }));
    }
  },
  setLowPassword(): void {
    localStorage.setItem(storageKeys.lowPassword, 'true');
  },

  /** A successful login: keeps its answer and forgets what belonged to the previous session. */
  start(answer: TokenResponse, issuedAt: number): void {
    // The same user logging back in finds the drafts a lost session left; nobody else does.
    dropDrafts((key) => !key.startsWith(draftKeyPrefix(userIdOf(answer) ?? '')));
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(answer));
    storeTokens(answer, issuedAt);
    for (const key of [storageKeys.tags, storageKeys.lowPassword, storageKeys.permission]) {
      localStorage.removeItem(key);
    }
    sessionStorage.removeItem(storageKeys.isLock);
    sessionStorage.removeItem(storageKeys.lockPasswd);
  },

  /** New tokens for the same user (refresh, language change). */
  renew(answer: TokenResponse, issuedAt: number): void {
    const userInfo = { ...sessionStore.getUserInfo(), ...answer };
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(userInfo));
    storeTokens(answer, issuedAt);
  },

  /** The logged-in user's id, which keys what is kept per user. */
  getUserId: (): string | undefined => userIdOf(sessionStore.getUserInfo()),

  /** Unsent form text of everyone: a user who logs out leaves none behind. */
  clearDrafts(): void {
    dropDrafts(() => true);
  },

  clear(): void {
    cookies.remove(storageKeys.accessToken);
    cookies.remove(storageKeys.refreshToken);
    const local = [
      storageKeys.tokenTime,
      storageKeys.expiresIn,
      storageKeys.userInfo,
      storageKeys.permission,
      storageKeys.menu,
      storageKeys.tags,
    ];
    for (const key of local) localStorage.removeItem(key);
    sessionStorage.removeItem(storageKeys.isLock);
    sessionStorage.removeItem(storageKeys.lockPasswd);
  },
};

/** Where the drafts of `userId` are kept (sessionStorage). */
export function draftKeyPrefix(userId: string): string {
  return `${storageKeys.draftPrefix}${userId}:`;
}

function userIdOf(answer: TokenResponse | undefined): string | undefined {
  return answer?.user_id || answer?.userId || undefined;
}

function dropDrafts(drop: (key: string) => boolean): void {
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
  for (const key of keys) {
    if (key?.startsWith(storageKeys.draftPrefix) && drop(key)) sessionStorage.removeItem(key);
  }
}

function storeTokens(answer: TokenResponse, issuedAt: number): void {
  cookies.set(storageKeys.accessToken, answer.access_token ?? '');
  cookies.set(storageKeys.refreshToken, answer.refresh_token ?? '');
  localStorage.setItem(storageKeys.tokenTime, String(issuedAt));
  if (answer.expires_in === undefined) localStorage.removeItem(storageKeys.expiresIn);
  else localStorage.setItem(storageKeys.expiresIn, String(answer.expires_in));
}

function readNumber(key: string): number | undefined {
  const value = Number(localStorage.getItem(key) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

function readJson<T>(key: string): T | undefined {
  const text = localStorage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
