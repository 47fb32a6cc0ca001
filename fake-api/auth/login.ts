import type { Request, Response } from 'express';
import { sendGrantError } from '../http/blade';
import type { FakeApiContext } from '../context';
import { authMessage } from '../messages/authMessages';
import { registrationRejected } from '../messages/onboardingMessages';
import { languageParam, tenantParam } from '../http/params';
import type { Language, UserRecord } from '../store/state';
import { tokenResponse } from './tokenResponse';

/** The tenant of a token call, or undefined after answering 租户ID未找到. */
export function knownTenant(context: FakeApiContext, req: Request, res: Response) {
  const tenantId = tenantParam(req);
  if (context.store.state().tenants.some((tenant) => tenant.tenantId === tenantId)) {
    return tenantId;
  }
  sendGrantError(res, authMessage('租户ID未找到', languageParam(req)));
  return undefined;
}

/** Answers a login of an identified user: refused while pending, else a token object. */
export function completeLogin(
  context: FakeApiContext,
  res: Response,
  user: UserRecord,
  language: Language | undefined,
  oauthId = '',
): void {
  if (user.status === '2') {
    return sendGrantError(res, registrationRejected(user.rejectReason ?? '', language));
  }
  if (user.status !== '1') {
    return sendGrantError(res, authMessage('账号正在审核中,请等待管理员审核', language));
  }
  const firstLogin = user.lastLoginTime === '';
  const token = context.tokens.issue(user, language ?? 'zh', oauthId);
  res.json(tokenResponse(user, token, context.settings, firstLogin));
}
