import { formatDateTime } from '../http/format';
import { randomHex } from '../seed/random';
import type { Settings } from '../settings';
import type { Language, TokenRecord, UserRecord } from '../store/state';
import type { Store } from '../store/store';

export interface TokenService {
  issue(user: UserRecord, language: Language, oauthId?: string): TokenRecord;
  /** The record of a live access token. */
  findByAccessToken(accessToken: string): TokenRecord | undefined;
  /** Revokes a live refresh token and returns its record; undefined when dead or unknown. */
  redeemRefreshToken(refreshToken: string): TokenRecord | undefined;
  revoke(record: TokenRecord): void;
  /** Test control: every access token dies now (as if its lifetime ran out); returns how many. */
  expireAccessTokens(): number;
  /** Test control: the refresh tokens of `userId` (of everyone when absent) are refused from now. */
  revokeRefreshTokens(userId?: string): number;
}

export function createTokenService(
  store: Store,
  settings: Settings,
  newId: () => string,
): TokenService {
  const { now } = settings;
  const tokens = () => store.state().tokens;
  return {
    issue(user, language, oauthId = '') {
      const issuedAt = now();
      const record: TokenRecord = {
        id: newId(),
        accessToken: randomHex(24),
        refreshToken: randomHex(24),
        userId: user.id,
        oauthId,
        language,
        accessExpiresAt: issuedAt + settings.accessTtlSeconds * 1000,
        refreshExpiresAt: issuedAt + settings.refreshTtlSeconds * 1000,
        revoked: false,
        refreshRevoked: false,
        createTime: formatDateTime(issuedAt),
      };
      const state = store.state();
      state.tokens = tokens().filter((token) => token.refreshExpiresAt > issuedAt);
      state.tokens.push(record);
      user.lastLoginTime = record.createTime;
      return record;
    },
    findByAccessToken(accessToken) {
      return tokens().find(
        (token) =>
          token.accessToken === accessToken && !token.revoked && token.accessExpiresAt > now(),
      );
    },
    redeemRefreshToken(refreshToken) {
      const record = tokens().find(
        (token) =>
          token.refreshToken === refreshToken &&
          !token.revoked &&
          !token.refreshRevoked &&
          token.refreshExpiresAt > now(),
      );
      if (!record) return undefined;
      record.refreshRevoked = true;
      return record;
    },
    revoke(record) {
      record.revoked = true;
      record.refreshRevoked = true;
    },
    expireAccessTokens() {
      const live = tokens().filter((token) => token.accessExpiresAt > now());
      for (const token of live) token.accessExpiresAt = now();
      return live.length;
    },
    revokeRefreshTokens(userId) {
      const live = tokens().filter(
        (token) => !token.refreshRevoked && (userId === undefined || token.userId === userId),
      );
      for (const token of live) token.refreshRevoked = true;
      return live.length;
    },
  };
}
