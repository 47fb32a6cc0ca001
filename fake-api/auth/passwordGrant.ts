import type { Request, Response } from 'express';
import { sendGrantError } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import {
  addressLimitedMessage,
  captchaRequiredMessage,
  lockedMessage,
} from '../messages/signInMessages';
import { languageParam, param } from '../http/params';
import type { Language } from '../store/state';
import { findUserByAccount } from '../store/userQueries';
import type { GuardVerdict } from './signInGuard';
import { completeLogin, knownTenant } from './login';

/**
 * Account login: the portal's /os/oauth/token (`account`) and BladeX's password grant
 * (`username`). Locked accounts and limited addresses are refused before the password is
 * looked at; after 3 wrong passwords the `Captcha-Key` / `Captcha-Code` headers are required.
 */
export function passwordGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  const tenantId = knownTenant(context, req, res);
  if (!tenantId) return;
  const account = param(req, 'account') || param(req, 'username');
  const guardKey = `${tenantId}\u0000${account.trim().toLowerCase()}`;
  const address = req.ip ?? req.socket.remoteAddress ?? '';
  const verdict = context.signIns.verdict(guardKey, address);
  if (verdict.kind !== 'open') return refuse(res, verdict, language);
  const captchaSent = req.get('captcha-key') !== undefined || req.get('captcha-code') !== undefined;
  if (verdict.captcha || param(req, 'grant_type') === 'captcha' || captchaSent) {
    if (verdict.captcha && !captchaSent) {
      return sendGrantError(res, captchaRequiredMessage(language), 400, { captcha: true });
    }
    const key = req.get('captcha-key') ?? '';
    const code = req.get('captcha-code') ?? '';
    if (!context.captchas.verify(key, code)) {
      const extra = verdict.captcha ? { captcha: true } : undefined;
      return sendGrantError(res, authMessage('验证码不正确', language), 400, extra);
    }
  }
  const user = findUserByAccount(context.store.state(), tenantId, account);
  if (!user || user.password !== param(req, 'password').toLowerCase()) {
    const after = context.signIns.fail(guardKey, address);
    if (after.kind !== 'open') return refuse(res, after, language);
    const extra = after.captcha ? { captcha: true } : undefined;
    return sendGrantError(res, authMessage('用户名或密码错误', language), 400, extra);
  }
  context.signIns.succeed(guardKey);
  if (user.status === '1' && user.weakPassword) {
    res.json({ 5001: authMessage('密码强度过低,请修改密码', language), account: user.account });
    return;
  }
  completeLogin(context, res, user, language);
}

function refuse(res: Response, verdict: GuardVerdict, language: Language | undefined): void {
  if (verdict.kind === 'locked') {
    return sendGrantError(res, lockedMessage(verdict.minutes, language), 400, { locked: true });
  }
  if (verdict.kind === 'addressLimited') {
    return sendGrantError(res, addressLimitedMessage(verdict.minutes, language), 429);
  }
}
