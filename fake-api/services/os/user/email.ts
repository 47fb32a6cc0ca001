import { Router, type Request, type Response } from 'express';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { languageParam, param } from '../../../http/params';
import { recordAccountChange } from '../../../profile/accountChanges';
import { profileMessage } from '../../../messages/profileMessages';
import { codeRefusalMessage } from '../../../messages/signInMessages';
import { sameContact } from '../../../auth/codes';
import { isSeededContact } from '../../../store/userQueries';
import type { UserRecord } from '../../../store/state';
import { checkEmail } from '../../../../src/domain/accountRules';
import { refuseTooLong } from '../../../messages/limitMessages';

/** New addresses here get the fixed code under FAKE_API_CONTROL=1 (tests), like seeded ones. */
const DEMO_EMAIL_DOMAIN = '@example.com';

/**
 * /api/os/user/email: an e-mail address is a reset credential, so a new one takes a code sent
 * to it plus the current password, is unique case-insensitively, and the old one is told.
 */
export function emailRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.post('/email/captcha', (req, res) => {
    const user = sessionOf(res).user;
    const email = param(req, 'email').trim();
    if (!newEmailAllowed(req, res, user, email)) return;
    const seeded = isSeededContact(email) || email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN);
    const issued = context.codes.issue(email, { seeded });
    if ('refused' in issued) {
      return sendFailure(res, 400, codeRefusalMessage(issued.refused, languageParam(req)));
    }
    sendOk(res, issued);
  });

  router.put('/email', (req, res) => {
    const user = sessionOf(res).user;
    const email = param(req, 'email').trim();
    if (!newEmailAllowed(req, res, user, email)) return;
    if (param(req, 'password').toLowerCase() !== user.password) {
      return sendFailure(res, 400, profileMessage(req, '密码不正确'));
    }
    if (!context.codes.check(param(req, 'ukey'), email, param(req, 'vfCode'), true)) {
      return sendFailure(res, 400, profileMessage(req, '验证码不正确'));
    }
    const old = user.email;
    user.email = email;
    recordAccountChange(context, user.id, 'email');
    if (old) tellOldAddress(context, user, old, email);
    sendOk(res, { email });
  });

  return router;

  function newEmailAllowed(req: Request, res: Response, user: UserRecord, email: string) {
    if (refuseTooLong(req, res, [['email', email]])) return false;
    if (checkEmail(email)) {
      sendFailure(res, 400, profileMessage(req, '邮箱格式不正确'));
      return false;
    }
    const users = context.store.state().users;
    if (users.some((other) => other.id !== user.id && sameContact(other.email, email))) {
      sendFailure(res, 400, profileMessage(req, '该邮箱已被使用'));
      return false;
    }
    return true;
  }
}

/** The message to the address being replaced: its owner learns of a change they did not make. */
function tellOldAddress(context: FakeApiContext, user: UserRecord, old: string, email: string) {
  const state = context.store.state();
  const time = formatDateTime(context.settings.now());
  state.outbox = [
    ...(state.outbox ?? []),
    {
      id: context.newId(),
      to: old,
      userId: user.id,
      kind: 'emailChanged',
      params: { email },
      time,
    },
  ];
  context.settings.log(`[fake-api] mail to ${old}: the account's e-mail is now ${email}`);
}
