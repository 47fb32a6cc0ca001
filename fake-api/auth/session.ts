import type { Request, Response } from 'express';
import { sendGrantError } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import { languageParam, param } from '../http/params';
import { sessionOf } from '../middleware/tokenAuth';
import { findUserById } from '../store/userQueries';
import { tokenResponse } from './tokenResponse';

/**
 * grant_type=refresh_token: a new pair of the same family; the old refresh token dies, its
 * access token lives on until it expires or the family ends.
 */
export function refreshGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  const old = context.tokens.redeemRefreshToken(param(req, 'refresh_token'));
  const user = old && findUserById(context.store.state(), old.userId);
  if (!old || !user || user.status !== '1') {
    return sendGrantError(res, authMessage('刷新令牌已失效', language), 401);
  }
  const token = context.tokens.issue(user, language ?? old.language, old.oauthId, old);
  res.json(tokenResponse(user, token, context.settings));
}

/**
 * POST /oauth/refreshLanguage: re-labels the calling session with another language and answers
 * its own tokens; it neither issues a pair nor moves an expiry (a live access token is no refresh).
 */
export function refreshLanguage(context: FakeApiContext, req: Request, res: Response): void {
  const { user, token } = sessionOf(res);
  token.language = languageParam(req) ?? token.language;
  res.json(tokenResponse(user, token, context.settings));
}

/** Ends the caller's whole family: older access tokens of the same sign-in die too. */
export function logout(context: FakeApiContext, _req: Request, res: Response): void {
  const { user, token } = sessionOf(res);
  context.tokens.revokeFamily(token);
  res.json({ success: 'true', account: user.account, msg: 'success' });
}
