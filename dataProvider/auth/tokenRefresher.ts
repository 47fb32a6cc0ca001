import { HttpError } from 'react-admin';
import type { SessionGuard } from './sessionGuard';
import { sessionStore } from './sessionStore';
import type { TokenResponse } from '../wireTypes';

export interface TokenRefresher {
  /** True when the access token's age reached min(tokenTime, 5/6 of expires_in). */
  isDue(): boolean;
  /** Refreshes now; concurrent callers share one request. A 400/401 answer expires the session. */
  refresh(): Promise<void>;
  /**
   * Waits for a refresh in flight, then refreshes when due; never rejects: what an outgoing call
   * waits for, so a call started during a refresh goes out with the new token.
   */
  ensureFresh(): Promise<void>;
  /**
   * After a 401 answered to `rejectedToken`: refreshes once however many calls ask (none when
   * the session already holds another token). Rejects when the refresh fails; a refused refresh
   * token (a revoked session) has expired the session by then.
   */
  renewAfterRejection(rejectedToken: string): Promise<void>;
  /** Checks the token age every second; returns the function that stops the checks. */
  start(): () => void;
}

export interface TokenRefresherOptions {
  tokenTimeSeconds: number;
  now: () => number;
  guard: SessionGuard;
  requestRefresh: (refreshToken: string) => Promise<TokenResponse>;
  intervalMs?: number;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { tokenTimeSeconds, now, guard, requestRefresh, intervalMs = 1000 } = options;
  let inFlight: Promise<void> | undefined;

  function isDue(): boolean {
    if (guard.isExpired() || !sessionStore.getAccessToken() || !sessionStore.getRefreshToken()) {
      return false;
    }
    const issuedAt = sessionStore.getTokenTime();
    if (issuedAt === undefined) return true;
    const expiresIn = sessionStore.getExpiresIn();
    const limit = Math.min(tokenTimeSeconds, expiresIn ? (expiresIn * 5) / 6 : Infinity);
    return now() - issuedAt >= limit * 1000;
  }

  async function run(): Promise<void> {
    const refreshToken = sessionStore.getRefreshToken();
    if (!refreshToken) return;
    try {
      const answer = await requestRefresh(refreshToken);
      if (!answer.access_token) {
        throw new HttpError(answer.error_description ?? 'app.error.unknown', 401, answer);
      }
      // A logout or a new login during the request owns the session now: leave it alone.
      if (sessionStore.getRefreshToken() === refreshToken) sessionStore.renew(answer, now());
    } catch (error) {
      const rejected = error instanceof HttpError && (error.status === 400 || error.status === 401);
      if (rejected && sessionStore.getRefreshToken() === refreshToken) guard.expire();
      throw error;
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function ensureFresh(): Promise<void> {
    if (inFlight) await inFlight.catch(() => undefined);
    if (!isDue()) return;
    await refresh().catch(() => undefined);
  }

  async function renewAfterRejection(rejectedToken: string): Promise<void> {
    // Another call's refresh already replaced the token: the caller simply replays.
    if (sessionStore.getAccessToken() !== rejectedToken) return;
    await refresh();
  }

  return {
    isDue,
    refresh,
    ensureFresh,
    renewAfterRejection,
    start() {
      const timer = setInterval(() => void ensureFresh(), intervalMs);
      return () => clearInterval(timer);
    },
  };
}
