import { formatDateTime } from '../http/format';
import { randomHex } from '../seed/random';
import type { Settings } from '../settings';
import type { Language, TokenRecord, UserRecord } from '../store/state';
import type { Store } from '../store/store';

/**
 * Tokens come in families: a sign-in starts one, each refresh adds a pair to it. Logout ends
 * the family, a password change or reset ends every family of the user, and no refresh token
 * outlives the sign-in by more than the session limit (docs/CONTRACT.md, "Sessions").
 */
export interface TokenService {
  /** A new pair; `parent` (a refresh) keeps its family and sign-in time, else a new family. */
  issue(user: UserRecord, language: Language, oauthId?: string, parent?: TokenRecord): TokenRecord;
  /** The record of a live access token. */
  findByAccessToken(accessToken: string): TokenRecord | undefined;
  /** Revokes a live refresh token and returns its record; undefined when dead or unknown. */
  redeemRefreshToken(refreshToken: string): TokenRecord | undefined;
  /** Logout: every pair of the record's family dies, access tokens included. */
  revokeFamily(record: TokenRecord): number;
  /** Password change or reset: every pair of the user dies, but those of `except`'s family. */
  revokeUser(userId: string, except?: TokenRecord): number;
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
  const familyOf = (token: TokenRecord) => token.familyId ?? token.id;
  const kill = (victims: TokenRecord[]) => {
    for (const token of victims) {
      token.revoked = true;
      token.refreshRevoked = true;
    }
    return victims.length;
  };
  return {
    issue(user, language, oauthId = '', parent) {
      const issuedAt = now();
      const id = newId();
      const signedInAt = parent ? (parent.signedInAt ?? issuedAt) : issuedAt;
      const sessionEnds = signedInAt + settings.sessionMaxSeconds * 1000;
      const record: TokenRecord = {
        id,
        accessToken: randomHex(24),
        refreshToken: randomHex(24),
        userId: user.id,
        oauthId,
        language,
        familyId: parent ? familyOf(parent) : id,
        signedInAt,
        accessExpiresAt: Math.min(issuedAt + settings.accessTtlSeconds * 1000, sessionEnds),
        refreshExpiresAt: Math.min(issuedAt + settings.refreshTtlSeconds * 1000, sessionEnds),
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
    revokeFamily(record) {
      const family = familyOf(record);
      return kill(tokens().filter((token) => !token.revoked && familyOf(token) === family));
    },
    revokeUser(userId, except) {
      const spared = except && familyOf(except);
      return kill(
        tokens().filter(
          (token) => !token.revoked && token.userId === userId && familyOf(token) !== spared,
        ),
      );
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
