import type { Request, Response } from 'express';
import { sendFailure, sendGrantError, sendOk } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import { codeRefusalMessage } from '../messages/signInMessages';
import { languageParam, param } from '../http/params';
import { findUserByContact, isSeededContact } from '../store/userQueries';
import { completeLogin, knownTenant } from './login';

/**
 * POST /os/oauth/phone/captcha: sends a code to a registered phone or e-mail. An unknown
 * contact gets the same answer (a ukey, the same limits) and no code: no one learns who is
 * registered from it.
 */
export function sendPhoneCode(context: FakeApiContext, req: Request, res: Response): void {
  const contact = param(req, 'phone').trim();
  if (!contact) return sendFailure(res, 400, authMessage('请输入手机号或邮箱', languageParam(req)));
  const known = findUserByContact(context.store.state(), contact) !== undefined;
  const issued = context.codes.issue(contact, {
    seeded: isSeededContact(contact),
    deliver: known,
  });
  if ('refused' in issued) {
    return sendFailure(res, 400, codeRefusalMessage(issued.refused, languageParam(req)));
  }
  sendOk(res, issued);
}

export function phoneGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  if (!knownTenant(context, req, res)) return;
  const phone = param(req, 'phone');
  const user = findUserByContact(context.store.state(), phone);
  if (!user || !context.codes.check(param(req, 'ukey'), phone, param(req, 'vfCode'), true)) {
    return sendGrantError(res, authMessage('验证码不正确', language));
  }
  completeLogin(context, res, user, language);
}

/** POST /os/forgetPassword: a new password for the owner of a verified phone or e-mail. */
export function forgetPassword(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  const [phone, ukey, vfCode] = [param(req, 'phone'), param(req, 'ukey'), param(req, 'vfCode')];
  const newPassword = param(req, 'newPassword').toLowerCase();
  if (!newPassword || newPassword !== param(req, 'newPassword1').toLowerCase()) {
    return sendFailure(res, 400, authMessage('请输入正确的确认密码!', language));
  }
  const user = findUserByContact(context.store.state(), phone);
  if (!user || !context.codes.check(ukey, phone, vfCode, true)) {
    return sendFailure(res, 400, authMessage('验证码不正确', language));
  }
  user.password = newPassword;
  user.weakPassword = false;
  context.tokens.revokeUser(user.id);
  sendOk(res, null);
}
