import { Router, type Request, type Response } from 'express';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { languageParam, param } from '../../../http/params';
import { recordAccountChange } from '../../../profile/accountChanges';
import { profileMessage } from '../../../messages/profileMessages';
import { codeRefusalMessage } from '../../../messages/signInMessages';
import { invitedRows, referralSummary } from '../../../profile/referrals';
import { isSeededContact } from '../../../store/userQueries';
import { checkPhone } from '../../../../src/domain/accountRules';
import {
  checkPayment,
  PAYMENT_TEXTS,
  type Currency,
  type PaymentValues,
} from '../../../../src/domain/payment';
import { refuseTooLong } from '../../../messages/limitMessages';
import type { ProfileValues } from '../../../../dataProvider/profileWireTypes';

/** The profile's free texts, named as the portal sends them (ProfileValues). */
const PROFILE_TEXTS = [
  'country',
  'timeZone',
  'designSoftware',
  'indications',
] as const satisfies readonly (keyof ProfileValues)[];
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const PHONE_STEP_MS = 10 * 60_000;
/** New numbers in this range get the seeded code 123456, so tests can finish the change. */
const DEMO_PHONE_PREFIX = '199000';

/** /api/os/user: the personal centre's calls (docs/CONTRACT.md, User: personal centre). */
export function profileRoutes(context: FakeApiContext): Router {
  const router = Router();
  const firstStep = new Map<string, number>();
  const now = () => context.settings.now();

  router.put('/info', (req, res) => {
    const user = sessionOf(res).user;
    const name = param(req, 'name').trim();
    if (!name) return sendFailure(res, 400, profileMessage(req, '昵称不能为空'));
    const texts = [
      ['nickName', name],
      ['realName', param(req, 'realName').trim()],
      ['email', param(req, 'email').trim()],
      ...PROFILE_TEXTS.map((key) => ['profileText', param(req, key)] as const),
    ] as const;
    if (refuseTooLong(req, res, texts)) return;
    user.name = name;
    user.realName = param(req, 'realName').trim();
    user.email = param(req, 'email').trim();
    user.profile = {
      country: param(req, 'country'),
      timeZone: param(req, 'timeZone'),
      designSoftware: param(req, 'designSoftware'),
      indications: param(req, 'indications'),
    };
    recordAccountChange(context, user.id, 'info');
    sendOk(res, null);
  });

  router.put('/avatar', (req, res) => {
    const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(param(req, 'avatar'));
    if (!match || !AVATAR_TYPES.includes(match[1] ?? '')) {
      return sendFailure(res, 400, profileMessage(req, '头像只能是png、jpeg或webp图片'));
    }
    if (Buffer.from(match[2] ?? '', 'base64').length > AVATAR_MAX_BYTES) {
      return sendFailure(res, 400, profileMessage(req, '头像不能超过2MB'));
    }
    const user = sessionOf(res).user;
    user.avatar = match[0];
    recordAccountChange(context, user.id, 'avatar');
    sendOk(res, { avatar: user.avatar });
  });

  router.post('/phone/captcha', (req, res) => {
    const user = sessionOf(res).user;
    const phone = param(req, 'phone').trim();
    if (!phone) return sendCode(req, res, user.phone, true);
    if (!verifiedFirst(user.id))
      return sendFailure(res, 400, profileMessage(req, '请先验证原手机号'));
    if (!newPhoneAllowed(req, res, phone)) return;
    const seeded = isSeededContact(phone) || phone.startsWith(DEMO_PHONE_PREFIX);
    sendCode(req, res, phone, seeded);
  });

  router.put('/phone/checkFirst', (req, res) => {
    const user = sessionOf(res).user;
    if (!context.codes.check(param(req, 'ukey'), user.phone, param(req, 'vfCode'), true)) {
      return sendFailure(res, 400, profileMessage(req, '验证码不正确'));
    }
    firstStep.set(user.id, now());
    sendOk(res, null);
  });

  router.put('/phone/checkSecond', (req, res) => {
    const user = sessionOf(res).user;
    const phone = param(req, 'phone').trim();
    if (!verifiedFirst(user.id))
      return sendFailure(res, 400, profileMessage(req, '请先验证原手机号'));
    if (!newPhoneAllowed(req, res, phone)) return;
    if (!context.codes.check(param(req, 'ukey'), phone, param(req, 'vfCode'), true)) {
      return sendFailure(res, 400, profileMessage(req, '验证码不正确'));
    }
    firstStep.delete(user.id);
    user.phone = phone;
    recordAccountChange(context, user.id, 'phone');
    sendOk(res, { mobile: phone });
  });

  router.put('/password', (req, res) => {
    const session = sessionOf(res);
    const [oldPassword, newPassword, confirm] = ['oldPassword', 'newPassword', 'newPassword1'].map(
      (name) => param(req, name).toLowerCase(),
    );
    if (!/^[0-9a-f]{32}$/.test(newPassword ?? '')) {
      return sendFailure(res, 400, profileMessage(req, '新密码不符合规则'));
    }
    if (newPassword !== confirm)
      return sendFailure(res, 400, profileMessage(req, '两次密码输入不一致'));
    if (oldPassword !== session.user.password) {
      return sendFailure(res, 400, profileMessage(req, '原密码不正确'));
    }
    session.user.password = newPassword ?? '';
    session.user.weakPassword = false;
    context.tokens.revoke(session.token);
    recordAccountChange(context, session.user.id, 'password');
    sendOk(res, null);
  });

  router.put('/payment', (req, res) => {
    const user = sessionOf(res).user;
    const values = paymentOf(req, user.payment.accountNumber);
    const texts = PAYMENT_TEXTS.map((field) => [field, values[field]] as const);
    if (refuseTooLong(req, res, texts)) return;
    if (Object.keys(checkPayment(values)).length > 0) {
      return sendFailure(res, 400, profileMessage(req, '收款信息不完整或有误'));
    }
    user.payment = values;
    recordAccountChange(context, user.id, 'payment');
    sendOk(res, null);
  });

  router.get('/invited/page', (req, res) => {
    sendOk(res, bladePage(invitedRows(context.store.state(), sessionOf(res).user), req));
  });

  router.get('/invited/summary', (_req, res) => {
    const month = formatDateTime(now()).slice(0, 7);
    sendOk(res, referralSummary(context.store.state(), sessionOf(res).user, month));
  });

  return router;

  function sendCode(req: Request, res: Response, phone: string, seeded: boolean): void {
    const issued = context.codes.issue(phone, seeded);
    if ('refused' in issued) {
      return sendFailure(res, 400, codeRefusalMessage(issued.refused, languageParam(req)));
    }
    sendOk(res, issued);
  }

  function verifiedFirst(userId: string): boolean {
    const at = firstStep.get(userId);
    return at !== undefined && now() - at < PHONE_STEP_MS;
  }

  function newPhoneAllowed(req: Request, res: Response, phone: string): boolean {
    if (checkPhone(phone)) {
      sendFailure(res, 400, profileMessage(req, '手机号格式不正确'));
      return false;
    }
    if (context.store.state().users.some((other) => other.phone === phone)) {
      sendFailure(res, 400, profileMessage(req, '该手机号已被使用'));
      return false;
    }
    return true;
  }
}

/** The saved details; an empty account number keeps the saved one (the form shows it masked). */
function paymentOf(req: Request, savedNumber: string): PaymentValues {
  const text = (name: string) => param(req, name).trim();
  return {
    currency: (text('currency') === 'USD' ? 'USD' : 'RMB') satisfies Currency,
    country: text('country').toUpperCase(),
    bankName: text('bankName'),
    branch: text('branch'),
    accountName: text('accountName'),
    accountNumber: text('accountNumber').replace(/\s/g, '') || savedNumber,
    jointBankNumber: text('jointBankNumber'),
    bankCode: text('bankCode'),
    bankAddress: text('bankAddress'),
    payeeAddress: text('payeeAddress'),
    swiftCode: text('swiftCode').toUpperCase(),
  };
}
