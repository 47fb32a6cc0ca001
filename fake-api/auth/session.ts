import type { Request, Response } from 'express';
import { sendGrantError } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import { languageParam, param } from '../http/params';
import { sessionOf } from '../middleware/tokenAuth';
import { findUserById } from '../store/userQueries';
import { tokenResponse } from './tokenResponse';

/** grant_type=refresh_token: new tokens; the old refresh token dies, its access token lives on. */
export function refreshGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  const old = context.tokens.redeemRefreshToken(param(req, 'refresh_token'));
  const user = old && findUserById(context.store.state(), old.userId);
  if (!old || !user || user.status !== '1') {
    return sendGrantError(res, authMessage('刷新令牌已失效', language), 401);
  }
  const token = context.tokens.issue(user, language ?? old.language, old.oauthId);
  res.json(tokenResponse(user, token, context.settings));
}

/** POST /oauth/refreshLanguage: the same session, reissued in another language. */
export function refreshLanguage(context: FakeApiContext, req: Request, res: Response): void {
  const { user, token: old } = sessionOf(res);
  context.tokens.redeemRefreshToken(old.refreshToken);
  const token = context.tokens.issue(user, languageParam(req) ?? old.language, old.oauthId);
  res.json(tokenResponse(user, token, context.settings));
}

export function logout(context: FakeApiContext, _req: Request, res: Response): void {
  const { user, token } = sessionOf(res);
  context.tokens.revoke(token);
  res.json({ success: 'true', account: user.account, msg: 'success' });
}
