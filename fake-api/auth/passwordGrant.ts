import type { Request, Response } from 'express';
import { sendGrantError } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import { languageParam, param } from '../http/params';
import { findUserByAccount } from '../store/userQueries';
import { completeLogin, knownTenant } from './login';

/** Account login: the portal's /os/oauth/token (`account`) and BladeX's password grant (`username`). */
export function passwordGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  const tenantId = knownTenant(context, req, res);
  if (!tenantId) return;
  if (param(req, 'grant_type') === 'captcha') {
    const key = req.get('captcha-key') ?? '';
    const code = req.get('captcha-code') ?? '';
    if (!context.captchas.verify(key, code)) {
      return sendGrantError(res, authMessage('验证码不正确', language));
    }
  }
  const account = param(req, 'account') || param(req, 'username');
  const user = findUserByAccount(context.store.state(), tenantId, account);
  if (!user || user.password !== param(req, 'password').toLowerCase()) {
    return sendGrantError(res, authMessage('用户名或密码错误', language));
  }
  if (user.status === '1' && user.weakPassword) {
    res.json({ 5001: authMessage('密码强度过低,请修改密码', language), account: user.account });
    return;
  }
  completeLogin(context, res, user, language);
}
